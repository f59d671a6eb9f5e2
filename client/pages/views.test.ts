import { describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '../../shared/routing';
import { PAGE_VIEWS } from './views';

describe('PAGE_VIEWS', () => {
  it('has a view for every page of the registry and nothing else', () => {
    expect(Object.keys(PAGE_VIEWS).sort()).toEqual([...PAGE_NAMES].sort());
    for (const name of PAGE_NAMES) expect(typeof PAGE_VIEWS[name], name).toBe('function');
  });
});

describe('each page view', () => {
  it('names its component’s module as the build manifest keys it, a page file that exists', async () => {
    const { existsSync } = await import('node:fs');
    for (const name of PAGE_NAMES) {
      const { module } = PAGE_VIEWS[name];
      expect(module, name).toMatch(/^client\/pages\/.+Page\.tsx$/);
      expect(existsSync(module), `${name}: ${module}`).toBe(true);
    }
  });
});
