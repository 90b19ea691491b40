import type { PageMeta } from './page-meta';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sets `<meta property|name="key" content>` in the head: replaces the tag if present, else adds it. */
function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  const tag = `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  const existing = new RegExp(`<meta\\s+${attribute}="${key}"[^>]*>`, 's');
  return existing.test(html) ? html.replace(existing, tag) : html.replace('</head>', `    ${tag}\n  </head>`);
}

/**
 * The web app's index.html with one page's title, description, Open Graph tags and canonical
 * link, so crawlers and link previews (which run no script) see what the page is about.
 */
export function shellWithMeta(html: string, meta: PageMeta): string {
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)}</title>`);
  out = setMeta(out, 'name', 'description', meta.description);
  out = setMeta(out, 'property', 'og:title', meta.title);
  out = setMeta(out, 'property', 'og:description', meta.description);
  out = setMeta(out, 'property', 'og:type', meta.type);
  out = setMeta(out, 'property', 'og:url', meta.url);
  if (meta.image) out = setMeta(out, 'property', 'og:image', meta.image);
  if (meta.noIndex) out = setMeta(out, 'name', 'robots', 'noindex');
  const canonical = `<link rel="canonical" href="${escapeAttribute(meta.url)}" />`;
  return out.replace('</head>', `    ${canonical}\n  </head>`);
}
