import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Staff-written Markdown (blog posts, the terms) to HTML that the web app may insert as it is.
 * Raw HTML in the source is shown as text, never passed through; the rendered HTML then goes
 * through a closed allow-list of tags and attributes, so nothing that can run code survives.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Absolute links that open in a new tab and pass no ranking or opener. */
const EXTERNAL_LINK = /^(https?:\/\/|mailto:)/i;
/** A path on this site: one slash then a character that is neither slash nor backslash (`//x`, `/\x` leave the site). */
const SITE_PATH = /^\/(?![/\\])/;
/** Images only from this site's public media or over HTTPS. */
const IMAGE_SOURCE = /^(https:\/\/[^\s\\]+|\/media\/[A-Za-z0-9_./-]+)$/i;

function linkTarget(href: string): 'external' | 'site' | null {
  if (EXTERNAL_LINK.test(href)) return 'external';
  if (SITE_PATH.test(href) || href.startsWith('#')) return 'site';
  return null;
}

const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    // Decided here rather than in the sanitiser: a link of any other kind keeps only its text.
    link({ href, tokens }) {
      const text = this.parser.parseInline(tokens);
      const target = linkTarget(href.trim());
      if (target === null) return text;
      const attributes = target === 'external' ? ' target="_blank" rel="noopener nofollow"' : '';
      return `<a href="${escapeHtml(href.trim())}"${attributes}>${text}</a>`;
    },
  },
});

const imageAllowed = (src: string | undefined) =>
  Boolean(src && IMAGE_SOURCE.test(src) && !src.includes('..'));

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: [
      'href',
      { name: 'target', values: ['_blank'] },
      { name: 'rel', multiple: true, values: ['noopener', 'nofollow'] },
    ],
    img: ['src', 'alt'],
    th: [{ name: 'align', values: ['left', 'center', 'right'] }],
    td: [{ name: 'align', values: ['left', 'center', 'right'] }],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object'],
  transformTags: {
    // The page has its own h1 (the title); deeper levels are folded into the allowed range.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src),
};

/** Sanitised HTML of a Markdown text (GitHub-flavoured: tables, strikethrough, autolinks). */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}
