import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORED_KEYS, type StoredKey } from './index';

const CLIENT = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const inModule = (path: string) => relative(CLIENT, path).startsWith('persistence/');
// Comments may name the storage; code may not. (A `//` inside a string only hides the rest of its line.)
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

const declared = (name: string, keys: readonly StoredKey[]) => keys.some((key) => name === key.name || (key.name.length > 0 && /[.:]$/.test(key.name) && name.startsWith(key.name)));

/** What one source file does wrong with storage; `test` files may use storage stand-ins but only declared key names. */
function storageFaults(text: string, test: boolean, keys: readonly StoredKey[] = STORED_KEYS): string[] {
  const code = codeOf(text);
  const faults: string[] = [];
  if (!test && /\b(localStorage|sessionStorage)\b/.test(code)) faults.push('uses the browser storage directly');
  for (const [, name] of code.matchAll(/\b(?:getItem|setItem|removeItem)\(\s*['"`]([^'"`$]*)/g)) {
    if (!declared(name!, keys)) faults.push(`uses the undeclared key "${name}"`);
  }
  if (!test) {
    for (const [, name] of code.matchAll(/['"`](ridgeline[.:][^'"`$]*)/g)) {
      if (keys.some((key) => key.name === name)) faults.push(`spells the key "${name}" instead of importing it`);
    }
  }
  return faults;
}

describe('browser persistence: the keys', () => {
  it('declares each key once, with a name no other key starts with, in an area, at a version', () => {
    const names = STORED_KEYS.map((key) => key.name);
    expect(new Set(names).size).toBe(names.length);
    for (const key of STORED_KEYS) {
      expect(key.name).toMatch(/^ridgeline[.:]/);
      expect(['local', 'session']).toContain(key.area);
      expect(Number.isInteger(key.version) && key.version >= 1).toBe(true);
      for (const other of STORED_KEYS) if (other !== key) expect(other.name.startsWith(key.name)).toBe(false);
    }
  });

  it('keeps the names and areas shoppers already have stored', () => {
    expect(Object.fromEntries(STORED_KEYS.map((key) => [key.name, `${key.area} v${key.version}`]))).toEqual({
      'ridgeline:cart': 'local v1',
      'ridgeline:checkout': 'local v1',
      'ridgeline:offlineCartPending': 'local v1',
      'ridgeline:favoriteStore': 'local v1',
      'ridgeline.popups.dismissed': 'local v1',
      'ridgeline.promoBar.closed.': 'local v1',
      'ridgeline:benefit-bar-closed:': 'local v1',
      'ridgeline:buyInStore': 'session v1',
      'ridgeline:dismissedPromotions': 'session v1',
      'ridgeline:flash-toast': 'session v1',
      'ridgeline:visitorCountry': 'session v1',
    });
  });
});

describe('browser persistence: every use goes through the module', () => {
  it('finds no direct storage access, undeclared key or re-spelled key name in client/', () => {
    const faults = sources(CLIENT)
      .filter((path) => !inModule(path))
      .flatMap((path) => storageFaults(readFileSync(path, 'utf8'), isTest(path)).map((fault) => `${relative(CLIENT, path)} ${fault}`));
    expect(faults).toEqual([]);
  });

  it('fails on a raw access, an undeclared key and a spelled-out name', () => {
    expect(storageFaults("const x = localStorage.getItem('ridgeline:cart');", false)).toEqual(['uses the browser storage directly', 'spells the key "ridgeline:cart" instead of importing it']);
    expect(storageFaults("window.sessionStorage.setItem('ridgeline:secret', '1');", false)).toEqual(['uses the browser storage directly', 'uses the undeclared key "ridgeline:secret"']);
    expect(storageFaults("storage.setItem('ridgeline:secret', '1');", true)).toEqual(['uses the undeclared key "ridgeline:secret"']);
    expect(storageFaults("storage.setItem('ridgeline.promoBar.closed.b1', 'true');", true)).toEqual([]);
    expect(storageFaults('/** kept in sessionStorage */ const a = 1;', false)).toEqual([]);
  });
});
