import { describe, expect, it } from 'vitest';
import { onDemand as browser } from './on-demand';
import { onDemand as server } from './on-demand.server';
import { onDemandCode as browserCode } from './on-demand-code';
import { onDemandCode as serverCode } from './on-demand-code.server';

// The compiler holds each pair of tables to the same keys; this holds each key to the same module, so
// a server render never uses a different module from the one the browser hydrates with.
describe.each([
  ['#on-demand', browser, server],
  ['#on-demand-code', browserCode, serverCode],
] as [string, Record<string, () => Promise<unknown>>, Record<string, () => Promise<unknown>>][])('%s', (_, inBrowser, inWorker) => {
  it('answers every loader with the same module in the worker as in the browser', async () => {
    expect(Object.keys(inWorker).sort()).toEqual(Object.keys(inBrowser).sort());
    for (const key of Object.keys(inBrowser)) {
      expect(await inWorker[key]!(), key).toBe(await inBrowser[key]!());
    }
  });
});
