import { describe, expect, it } from 'vitest';
import { FAPI_PREFIX, fapiEntries } from '../../shared/fapi';
import worker from '../../worker/index';

// A path with its parameters unnamed: the worker matches the pages' `:name` as the rest of the path (`*`).
const shape = (path: string) => path.replace(/:[A-Za-z]+/g, ':').replace(/\/\*$/, '/:');

/** What the worker serves under the first-party prefix, method and path, without middleware and the API miss. */
function served(): Set<string> {
  const routes = worker.routes.filter((route) => route.path.startsWith(`${FAPI_PREFIX}/`) && route.method !== 'ALL');
  return new Set(routes.map((route) => `${route.method} ${shape(route.path)}`));
}

describe('the first-party API catalogue', () => {
  it('names every route the worker serves, and the worker serves every route it names', () => {
    const named = new Set(fapiEntries().map(({ entry }) => `${entry.method} ${shape(entry.path)}`));
    expect([...served()].filter((route) => !named.has(route)), 'served but not in shared/fapi').toEqual([]);
    expect([...named].filter((route) => !served().has(route)), 'in shared/fapi but not served').toEqual([]);
  });

  it('gives each route one entry', () => {
    const keys = fapiEntries().map(({ entry }) => `${entry.method} ${entry.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
