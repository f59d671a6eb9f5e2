import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script, without types
import { E2E_MOCKS_CONFIG, withTestControl } from './e2e-mocks-config.mjs';

const source = readFileSync('mocks/wrangler.toml', 'utf8');

describe('the browser tests\' mocks configuration', () => {
  it('is the mocks\' own, with the test controls on in its vars', () => {
    const generated = (withTestControl as (text: string) => string)(source);
    expect(generated).toMatch(/^\[vars\]\nMOCKS_TEST_CONTROL = "on"$/m);
    // Nothing else changes: the same worker, database and seed size.
    expect(generated.split('\n').filter((line) => !line.startsWith('MOCKS_TEST_CONTROL') && !line.startsWith('# Generated')).join('\n')).toBe(source);
  });

  it('never reaches a deploy or `npm start`: only the e2e server uses it, and git ignores it', () => {
    expect(source).not.toMatch(/MOCKS_TEST_CONTROL/);
    expect(readFileSync('playwright.config.ts', 'utf8')).toContain(`-c ${E2E_MOCKS_CONFIG as string}`);
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const script of Object.values(scripts)) expect(script).not.toContain(E2E_MOCKS_CONFIG as string);
    expect(readFileSync('.gitignore', 'utf8').split('\n')).toContain(E2E_MOCKS_CONFIG as string);
  });
});
