import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const ALLOWED_TAGS = new Set(
  'p h2 h3 h4 ul ol li strong em del blockquote code pre a img hr br table thead tbody tr th td'.split(' '),
);

/**
 * Real markup only (text shown as `&lt;script&gt;` is harmless): allowed tags, and no attribute
 * that runs code, styles or points at a script or data URL.
 */
const expectHarmless = (html: string) => {
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase() ?? '';
    expect(ALLOWED_TAGS, tag).toContain(name);
    expect(tag).not.toMatch(/\son\w+\s*=|style=|javascript:|vbscript:|data:/i);
  }
};

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown into the allowed tags', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '',
        '## Section',
        '',
        'Some **bold**, _emphasis_, ~~gone~~ and `code`.',
        '',
        '> A quote',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '| a | b |',
        '|:-:|---|',
        '| 1 | 2 |',
        '',
        '```js',
        'const x = "<b>";',
        '```',
        '',
        '---',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<th align="center">a</th>');
    expect(html).toContain('<pre><code class="language-js">const x = "&lt;b&gt;";');
    expect(html).toContain('<hr />');
    expect(html).not.toContain('<h1');
  });

  it('shows raw HTML in the source as text, never as markup', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHi <img src=x onerror="alert(1)"> <b>bold</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror="alert(1)"&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/<script|<img/);
  });

  it.each([
    ['a script block', '<script>document.cookie</script>'],
    ['an inline event handler', 'x <img src="/media/a.jpg" onerror="alert(1)">'],
    ['an SVG with onload', '<svg onload="alert(1)"><circle r="5"/></svg>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a JAVASCRIPT: link in capitals', '[click](JAVASCRIPT:alert(1))'],
    ['a javascript: link with an entity', '[click](java&#09;script:alert(1))'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a reference-style javascript: link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
  ])('removes %s', (_name, source) => {
    expectHarmless(renderMarkdown(source));
  });

  it('keeps only http(s) and mailto links; external ones open apart with noopener nofollow', () => {
    const html = renderMarkdown(
      '[site](https://example.com/a?b=1&c=2) [mail](mailto:help@jodi.example) [blogs](/blogs) [top](#top)',
    );
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener nofollow">site</a>',
    );
    expect(html).toContain(
      '<a href="mailto:help@jodi.example" target="_blank" rel="noopener nofollow">mail</a>',
    );
    expect(html).toContain('<a href="/blogs">blogs</a>');
    expect(html).toContain('<a href="#top">top</a>');
  });

  it('keeps the text of links that would leave the site in disguise', () => {
    const html = renderMarkdown('[a](//evil.example) [b](/\\evil.example) [c](ftp://files.example)');
    expect(html).toBe('<p>a b c</p>');
  });

  it("keeps images only from the site's public media or over HTTPS", () => {
    const html = renderMarkdown(
      '![ok](/media/blog/a.jpg) ![ok2](https://cdn.example/b.png) ![no](http://plain.example/c.png) ![no2](//evil.example/d.png) ![no3](/media/../private/p/x.pdf) ![no4](/api/v1/user)',
    );
    expect(html).toContain('<img src="/media/blog/a.jpg" alt="ok" />');
    expect(html).toContain('<img src="https://cdn.example/b.png" alt="ok2" />');
    expect(html.match(/<img/g)).toHaveLength(2);
  });
});
