import classes from './HtmlContent.module.css';

/**
 * Shows HTML that the SERVER rendered from staff Markdown and sanitised (a closed list of tags and
 * attributes, no scripts, no inline styles: contract/content.ts). Only such server-sanitised fields
 * (a blog post's or the terms' `content`) may come here: never text typed in the browser.
 */
export function HtmlContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see the comment above
  return <div className={classes.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
