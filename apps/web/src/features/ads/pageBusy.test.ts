import { afterEach, describe, expect, it } from 'vitest';
import { isPageBusy } from './pageBusy';

function add(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

describe('isPageBusy', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is free on a plain page, and with the focus on a link or a button outside a form', () => {
    expect(isPageBusy()).toBe(false);
    add('<a href="/x">x</a><button type="button">b</button>');
    document.querySelector('a')?.focus();
    expect(isPageBusy()).toBe(false);
    document.querySelector('button')?.focus();
    expect(isPageBusy()).toBe(false);
  });

  it('is busy while the focus is in a field or a form', () => {
    add('<input aria-label="q" /><textarea aria-label="t"></textarea><select aria-label="s"></select>');
    for (const selector of ['input', 'textarea', 'select']) {
      document.querySelector<HTMLElement>(selector)?.focus();
      expect(isPageBusy(), selector).toBe(true);
    }
    document.body.innerHTML = '';
    add('<form><button type="submit">Send</button></form>');
    document.querySelector('button')?.focus();
    expect(isPageBusy()).toBe(true);
  });

  it('is busy while a dialog is open', () => {
    const dialog = add('<div role="dialog" aria-modal="true">Edit</div>');
    expect(isPageBusy()).toBe(true);
    dialog.remove();
    add('<div role="alertdialog">Sure?</div>');
    expect(isPageBusy()).toBe(true);
  });
});
