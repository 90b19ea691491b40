import type { StaffBlog, StaffBlogSummary } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/chat';
import { buildBlog } from '../../../test/content';
import { mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signInAs } from '../../../test/session';

const draft: StaffBlogSummary = {
  id: 'post-2',
  title: 'A draft',
  image: null,
  summary: 'Not yet out.',
  status: 'draft',
  published_at: null,
  updated_at: '2026-03-07T09:30:00.000Z',
};
const published: StaffBlog = { ...buildBlog(), status: 'published' };

function openBlogs() {
  signInAs({ is_admin: true });
  return mockFetch({
    'GET /api/v1/admin/blogs': { body: pageOf([draft, published], 2, 0, 50) },
    'GET /api/v1/admin/blogs/post-1': { body: { data: published } },
    'POST /api/v1/admin/blogs': { status: 201, body: { data: published } },
    'PUT /api/v1/admin/blogs/post-1': { body: { data: published } },
    'DELETE /api/v1/admin/blogs/post-2': { body: { data: { id: 'post-2' } } },
  });
}

const formOf = (call: { body: unknown }) => Object.fromEntries((call.body as FormData).entries());

describe('/admin/blogs (staff)', () => {
  it('lists drafts and published posts', async () => {
    openBlogs();
    renderApp('/admin/blogs');
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    expect(within(table).getByText('A draft')).toBeTruthy();
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'View Seven steps, seven promises' }).getAttribute('href'),
    ).toBe('/blog/post-1');
  });

  it('writes a new post as multipart', async () => {
    const calls = openBlogs();
    renderApp('/admin/blogs');
    fireEvent.click(await screen.findByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New blog post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Kundali basics' } });
    fireEvent.change(within(dialog).getByLabelText('Summary'), { target: { value: 'What the chart says.' } });
    fireEvent.change(within(dialog).getByLabelText('Content (Markdown)'), {
      target: { value: '## Houses\n\n<script>x</script> Twelve.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post saved')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post && formOf(post)).toEqual({
      title: 'Kundali basics',
      summary: 'What the chart says.',
      markdown: '## Houses\n\n<script>x</script> Twelve.',
      status: 'draft',
    });
  });

  it('edits a post loaded whole, with its Markdown', async () => {
    const calls = openBlogs();
    renderApp('/admin/blogs');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Seven steps, seven promises' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog post' });
    const markdown = (await within(dialog).findByLabelText('Content (Markdown)')) as HTMLTextAreaElement;
    expect(markdown.value).toBe(published.markdown);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post saved')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put && formOf(put)).toMatchObject({ title: published.title, status: 'published' });
  });

  it('deletes a post after confirming', async () => {
    const calls = openBlogs();
    renderApp('/admin/blogs');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete A draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the post “A draft”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/v1/admin/blogs/post-2',
    ]);
  });
});
