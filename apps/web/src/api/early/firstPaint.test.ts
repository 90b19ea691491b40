import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_CLASS, paintProfilePhoto } from './firstPaint';

describe("the profile view's photo painted before the app runs", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the photo, hidden from screen readers, into the empty root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root');
    expect(paintProfilePhoto(root, '/media/p/1-large.jpg')).toBe(true);
    const frame = root?.firstElementChild;
    expect(frame?.className).toBe(FIRST_PAINT_CLASS);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    const photo = frame?.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/media/p/1-large.jpg');
    expect(photo?.getAttribute('alt')).toBe('');
  });

  it('leaves a root the app has rendered into alone, and paints nothing without a root', () => {
    document.body.innerHTML = '<div id="root"><main>app</main></div>';
    const root = document.getElementById('root');
    expect(paintProfilePhoto(root, '/m/1.jpg')).toBe(false);
    expect(root?.innerHTML).toBe('<main>app</main>');
    expect(paintProfilePhoto(null, '/m/1.jpg')).toBe(false);
  });
});
