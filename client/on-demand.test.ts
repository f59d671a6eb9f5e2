import { describe, expect, it } from 'vitest';
import { onDemand as browser } from './on-demand';
import { onDemand as server } from './on-demand.server';

describe('#on-demand', () => {
  // The compiler holds both tables to the same keys; this holds each key to the same module, so a
  // server render never uses a different module from the one the browser hydrates with.
  it('answers every loader with the same module in the worker as in the browser', async () => {
    expect(Object.keys(server).sort()).toEqual(Object.keys(browser).sort());
    for (const key of Object.keys(browser) as (keyof typeof browser)[]) {
      expect(await server[key](), key).toBe(await browser[key]());
    }
  });
});
