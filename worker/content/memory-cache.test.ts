import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache';

describe('MemoryCache', () => {
  it('returns an entry until its time to live runs out', () => {
    const cache = new MemoryCache<string>(1000, 10);
    cache.set('home', 'canvas', 0);
    expect(cache.get('home', 999)).toBe('canvas');
    expect(cache.get('home', 1000)).toBeUndefined();
  });

  it('evicts the oldest entry when full, so one isolate cannot grow without bound', () => {
    const cache = new MemoryCache<number>(60_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(2);
    expect(cache.get('c', 1)).toBe(3);
  });
});
