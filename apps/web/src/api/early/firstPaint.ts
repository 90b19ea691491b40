/**
 * The profile view's photo painted by index.html's early script as soon as it has downloaded, before
 * the app's scripts have run: on a phone's network the photo comes about half a second before the
 * app can render (decision 22). It stands where the view puts its carousel (app/first-paint.css:
 * under the top bar's place, in the page's margins, the carousel's shape), and React's first render
 * replaces it, putting the same photo in the same place. Phones and tablets only: on a wide screen
 * the photo sits in a column whose place depends on the rest of the view.
 */
export const FIRST_PAINT_CLASS = 'jodi-first-paint';

/**
 * Paints `href` into the empty `root`; false (nothing painted) when there is no root yet or the app
 * has already rendered into it.
 */
export function paintProfilePhoto(root: HTMLElement | null, href: string): boolean {
  if (!root || root.firstChild) return false;
  const frame = document.createElement('div');
  frame.className = FIRST_PAINT_CLASS;
  frame.setAttribute('aria-hidden', 'true');
  const photo = document.createElement('img');
  photo.className = `${FIRST_PAINT_CLASS}-photo`;
  photo.alt = '';
  photo.fetchPriority = 'high';
  photo.src = href;
  frame.append(photo);
  root.append(frame);
  return true;
}
