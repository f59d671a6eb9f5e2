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
  it('names its component’s chunk as the build names it: the one page file of that name in the browser’s code', async () => {
    const { readdirSync } = await import('node:fs');
    const files = (readdirSync('client', { recursive: true }) as string[]).map((file) => file.split('\\').join('/'));
    for (const name of PAGE_NAMES) {
      const { chunk } = PAGE_VIEWS[name];
      expect(chunk, name).toMatch(/Page$/);
      expect(files.filter((file) => file.endsWith(`/${chunk}.tsx`)), `${name}: ${chunk}`).toHaveLength(1);
    }
  });
});
