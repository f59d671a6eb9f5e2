import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartKey, forget, promoBarClosedKey, readChecked, readJson, readText, visitorCountryKey, writeChecked, writeJson, writeText } from './index';
import * as z from 'zod';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key) };
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('guarded storage', () => {
  it('reads and writes the key in its own area, bare at version 1', () => {
    const local = memory();
    const session = memory();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    writeJson(cartKey, { basketId: 'b1', items: [] });
    writeText(visitorCountryKey, 'DE');
    expect(local.data.get('ridgeline:cart')).toBe('{"basketId":"b1","items":[]}');
    expect(session.data.get('ridgeline:visitorCountry')).toBe('DE');
    expect(readJson(cartKey)).toEqual({ basketId: 'b1', items: [] });
    forget(cartKey);
    expect(local.data.has('ridgeline:cart')).toBe(false);
  });

  it('names one key per member of a family', () => {
    const local = memory();
    vi.stubGlobal('localStorage', local);
    writeText(promoBarClosedKey('b7'), 'true');
    expect(local.data.get('ridgeline.promoBar.closed.b7')).toBe('true');
    expect(readText(promoBarClosedKey('b8'))).toBeNull();
  });

  it('reads nothing and keeps nothing where storage is off, full, absent or holds no JSON', () => {
    expect(readText(cartKey, refusing)).toBeNull();
    expect(() => writeText(cartKey, 'x', refusing)).not.toThrow();
    expect(() => forget(cartKey, refusing)).not.toThrow();
    expect(readJson(cartKey, memory({ 'ridgeline:cart': '{not json' }))).toBeNull();
    expect(readText(cartKey)).toBeNull(); // the server (and this test) has no storage
    expect(() => writeText(cartKey, 'x')).not.toThrow();
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(readText(visitorCountryKey)).toBeNull();
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('checks a value by its schema both ways', () => {
    const Schema = z.object({ basketId: z.string() });
    const store = memory({ 'ridgeline:cart': '{"basketId":5}' });
    expect(readChecked(cartKey, Schema, store)).toBeNull();
    writeChecked(cartKey, Schema, { basketId: 'b2' }, store);
    expect(readChecked(cartKey, Schema, store)).toEqual({ basketId: 'b2' });
    writeChecked(cartKey, Schema, { basketId: 3 } as unknown as { basketId: string }, store);
    expect(store.data.get('ridgeline:cart')).toBe('{"basketId":"b2"}');
  });
});
