import { describe, expect, it } from 'vitest';
import { migrate, readVersioned, writeVersioned, type VersionedKey } from './index';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key) };
}

/*
 * The worked example of a later version: the dismissed pop-ups, today a bare array of ids (version 1),
 * become `{ ids, until }` (version 2: a dismissal that expires) and then gain `reason` (version 3).
 */
const dismissedV3 = {
  name: 'ridgeline.popups.dismissed',
  area: 'local',
  version: 3,
  migrations: {
    1: (ids) => ({ ids: (ids as string[]).filter((id) => typeof id === 'string'), until: null }),
    2: (older) => ({ ...(older as object), reason: 'closed' }),
  },
} as const satisfies VersionedKey;

describe('a key at a later version', () => {
  it('reads what a shopper stored bare at version 1, migrated step by step', () => {
    const store = memory({ 'ridgeline.popups.dismissed': '["welcome",3]' });
    expect(readVersioned(dismissedV3, store)).toEqual({ ids: ['welcome'], until: null, reason: 'closed' });
  });

  it('reads a wrapped version 2 through the remaining step, and its own version as it is', () => {
    expect(migrate(dismissedV3, { v: 2, value: { ids: ['a'], until: 5 } })).toEqual({ ids: ['a'], until: 5, reason: 'closed' });
    expect(migrate(dismissedV3, { v: 3, value: { ids: [], until: null, reason: 'x' } })).toEqual({ ids: [], until: null, reason: 'x' });
  });

  it('writes wrapped as { v, value }, and reads it back', () => {
    const store = memory();
    writeVersioned(dismissedV3, { ids: ['b'], until: null, reason: 'closed' }, store);
    expect(JSON.parse(store.data.get('ridgeline.popups.dismissed')!)).toEqual({ v: 3, value: { ids: ['b'], until: null, reason: 'closed' } });
    expect(readVersioned(dismissedV3, store)).toEqual({ ids: ['b'], until: null, reason: 'closed' });
  });

  it('reads nothing from a later release, a missing or failing step, or a value that is not JSON', () => {
    expect(migrate(dismissedV3, { v: 4, value: {} })).toBeNull();
    expect(migrate({ ...dismissedV3, migrations: { 2: dismissedV3.migrations[2] } }, ['a'])).toBeNull();
    expect(migrate(dismissedV3, 'not a list')).toBeNull();
    expect(readVersioned(dismissedV3, memory({ 'ridgeline.popups.dismissed': '{oops' }))).toBeNull();
    expect(readVersioned(dismissedV3, memory())).toBeNull();
  });

  it('keeps version 1 bare', () => {
    const store = memory();
    writeVersioned({ name: 'ridgeline.popups.dismissed', area: 'local', version: 1, migrations: {} }, ['a'], store);
    expect(store.data.get('ridgeline.popups.dismissed')).toBe('["a"]');
  });
});
