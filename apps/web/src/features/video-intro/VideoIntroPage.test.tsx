import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';

/** The player, once the page has loaded the member's video. */
async function player(): Promise<HTMLVideoElement> {
  await screen.findByRole('heading', { name: 'Your video introduction' });
  const found = document.querySelector('video');
  if (!found) throw new Error('no video element');
  return found;
}

const video = (poster_url: string | null) => ({
  url: '/media/p/abc/video/0f0e.mp4',
  mime: 'video/mp4',
  size: 2_097_152,
  poster_url,
});

describe('video introduction page', () => {
  it("plays the member's video with the poster the server made", async () => {
    signInAs();
    mockFetch({ 'GET /api/v1/videointro': { body: { data: video('/media/p/abc/video/0f0e.poster.jpg') } } });
    renderApp('/upload/intro');
    const shown = await player();
    expect(shown.getAttribute('aria-label')).toBe('Your video introduction');
    expect(shown.getAttribute('src')).toBe('/media/p/abc/video/0f0e.mp4');
    expect(shown.getAttribute('poster')).toBe('/media/p/abc/video/0f0e.poster.jpg');
    expect(shown.getAttribute('preload')).toBe('metadata');
  });

  it('shows no poster for a video stored before posters were made', async () => {
    signInAs();
    mockFetch({ 'GET /api/v1/videointro': { body: { data: video(null) } } });
    renderApp('/upload/intro');
    expect((await player()).hasAttribute('poster')).toBe(false);
  });
});
