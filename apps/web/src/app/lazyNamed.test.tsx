import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazyNamed';
import { preloadScreenOf } from './routes';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

/** A module whose download the test finishes when it wants. */
function deferredModule() {
  let finish: () => void = () => {};
  const load = () =>
    new Promise<{ Counter: typeof Counter }>((resolve) => {
      finish = () => resolve({ Counter });
    });
  return { load: () => load(), finish: () => finish() };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading screen</p>}>{node}</Suspense>;

describe('lazyNamed', () => {
  it('shows the loading fallback until the code arrives when nothing loaded it ahead', async () => {
    const module = deferredModule();
    const Lazy = lazyNamed(module.load, 'Counter');
    render(inSuspense(<Lazy label="Clicks" />));
    expect(screen.getByText('Loading screen')).toBeTruthy();
    await act(async () => module.finish());
    expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeTruthy();
  });

  it('renders at once, without the fallback, once preload() has resolved', async () => {
    const Lazy = lazyNamed(async () => ({ Counter }), 'Counter');
    await Lazy.preload();
    render(inSuspense(<Lazy label="Ready" />));
    expect(screen.getByRole('button', { name: 'Ready 0' })).toBeTruthy();
    expect(screen.queryByText('Loading screen')).toBeNull();
  });

  it('keeps the state of a screen mounted before its code arrived when its parent renders again', async () => {
    const module = deferredModule();
    const Lazy = lazyNamed(module.load, 'Counter');
    const { rerender } = render(inSuspense(<Lazy label="Kept" />));
    await act(async () => module.finish());
    (await screen.findByRole('button', { name: 'Kept 0' })).click();
    expect(await screen.findByRole('button', { name: 'Kept 1' })).toBeTruthy();
    rerender(inSuspense(<Lazy label="Kept" />));
    expect(screen.getByRole('button', { name: 'Kept 1' })).toBeTruthy();
  });

  it('may try again after a failed download', async () => {
    let attempts = 0;
    const Lazy = lazyNamed(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return { Counter };
    }, 'Counter');
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(attempts).toBe(2);
  });
});

describe('preloadScreenOf', () => {
  it('loads the listing and the profile view ahead, and nothing for other screens', async () => {
    await expect(preloadScreenOf('/profiles')).resolves.toBeTypeOf('function');
    await expect(preloadScreenOf('/profile/abc')).resolves.toBeTypeOf('function');
    await expect(preloadScreenOf('/chats')).resolves.toBeUndefined();
  });
});
