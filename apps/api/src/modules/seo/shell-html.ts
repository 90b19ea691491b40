import type { PageMeta } from './page-meta';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `html` with the first match of `pattern` replaced by `text`, taken literally. The text holds the
 * request's path and staff's titles: as a replacement string its `$&`, `` $` `` or `$'` would
 * copy parts of the page into it, so it is only ever returned from a function.
 */
function replaceLiterally(html: string, pattern: string | RegExp, text: string): string {
  return html.replace(pattern, () => text);
}

const addToHead = (html: string, tag: string) => replaceLiterally(html, '</head>', `    ${tag}\n  </head>`);

/** Sets `<meta property|name="key" content>` in the head: replaces the tag if present, else adds it. */
function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  const tag = `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  const existing = new RegExp(`<meta\\s+${attribute}="${key}"[^>]*>`, 's');
  return existing.test(html) ? replaceLiterally(html, existing, tag) : addToHead(html, tag);
}

/**
 * The web app's index.html with one page's title, description, Open Graph tags and canonical
 * link, so crawlers and link previews (which run no script) see what the page is about.
 */
export function shellWithMeta(html: string, meta: PageMeta): string {
  let out = replaceLiterally(html, /<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)}</title>`);
  out = setMeta(out, 'name', 'description', meta.description);
  out = setMeta(out, 'property', 'og:title', meta.title);
  out = setMeta(out, 'property', 'og:description', meta.description);
  out = setMeta(out, 'property', 'og:type', meta.type);
  out = setMeta(out, 'property', 'og:url', meta.url);
  if (meta.image) out = setMeta(out, 'property', 'og:image', meta.image);
  if (meta.noIndex) out = setMeta(out, 'name', 'robots', 'noindex');
  return addToHead(out, `<link rel="canonical" href="${escapeAttribute(meta.url)}" />`);
}
