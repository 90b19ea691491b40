import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/chat';
import { buildBlog, buildBlogSummary } from '../../test/content';

const listPage = <T,>(data: T[], total = data.length, offset = 0) => ({
  body: pageOf(data, total, offset, 9),
});

import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

describe('/blogs', () => {
  it("shows 'Loading...' while the posts load", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderApp('/blogs');
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('shows an error text with a retry that loads again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/blogs': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Oops' } } }
          : listPage([buildBlogSummary()]),
    });
    renderApp('/blogs');
    expect(await screen.findByText('The blogs could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Seven steps, seven promises' })).toBeTruthy();
  });

  it("says 'No blogs available' when there are none", async () => {
    mockFetch({ 'GET /api/v1/blogs': listPage([]) });
    renderApp('/blogs');
    expect(await screen.findByText('No blogs available')).toBeTruthy();
  });

  it('lists posts as cards with the date in en-IN, and loads more', async () => {
    const calls = mockFetch({
      'GET /api/v1/blogs': (call) =>
        call.url.includes('offset=9')
          ? listPage([buildBlogSummary({ id: 'post-10', title: 'Older post' })], 10, 9)
          : listPage(
              Array.from({ length: 9 }, (_, i) =>
                buildBlogSummary({ id: `post-${i + 1}`, title: `Post ${i + 1}` }),
              ),
              10,
            ),
    });
    renderApp('/blogs');
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(list).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/blog/post-1');
    expect(within(list).getAllByText('5 Mar 2026')).toHaveLength(9);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Older post' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/v1/blogs?limit=9&offset=9');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('/blog/{id}', () => {
  it("renders the server's sanitised HTML under the title, date and a link back", async () => {
    mockFetch({ 'GET /api/v1/blog/post-1': { body: { data: buildBlog() } } });
    renderApp('/blog/post-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seven steps, seven promises' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The first step' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'care' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.getByText('5 Mar 2026')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'All blogs' })[0]?.getAttribute('href')).toBe('/blogs');
    await vi.waitFor(() => expect(document.title).toBe('Seven steps, seven promises – Jodi'));
  });

  it('shows the 404 for an unknown post', async () => {
    mockFetch({
      'GET /api/v1/blog/nope': {
        status: 404,
        body: { error: { code: 'BLOG_POST_NOT_FOUND', message: 'No such blog post.' } },
      },
    });
    renderApp('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows an error text with a retry when the post cannot load', async () => {
    mockFetch({
      'GET /api/v1/blog/post-1': { status: 503, body: { error: { code: 'X', message: 'Down' } } },
    });
    renderApp('/blog/post-1');
    expect(await screen.findByText('This blog post could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
