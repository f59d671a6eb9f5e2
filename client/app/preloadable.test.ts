import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

describe('preloadable', () => {
  it('suspends before its chunk is here and renders synchronously once preloaded', async () => {
    const View = preloadable(() => Promise.resolve(Greeting));
    // A render outside a Suspense boundary cannot wait for a chunk: the page would not render.
    expect(() => renderToString(createElement(View, { name: 'Ada' }))).toThrow(/suspended/);
    await View.preload();
    expect(renderToString(createElement(View, { name: 'Ada' }))).toBe('<p>Hello Ada</p>');
  });

  it('asks for a chunk again after a failed load', async () => {
    let attempts = 0;
    const View = preloadable(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)));
    await expect(View.preload()).rejects.toThrow('offline');
    await View.preload();
    expect(attempts).toBe(2);
  });
});
