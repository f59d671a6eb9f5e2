import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/*
 * The browser names first-party routes only through the catalogue (`shared/fapi`, called with
 * `callFapi` or `fapiPath`): a path written out here would drift from the worker's unnoticed.
 * Comments and tests may still say `/fapi/…`; code may not.
 */

// A string or template that starts a first-party path, or a path put after an interpolation (`${locale}/fapi`).
const LITERAL = /['"`]\/fapi\b|\}\/fapi\b/;
const COMMENT = /^\s*(\/\/|\/?\*)/;

function writtenPaths(): string[] {
  const listed = execFileSync('git', ['grep', '-n', '/fapi', '--', 'client/*.ts', 'client/*.tsx', ':!*.test.ts', ':!*.test.tsx'], { encoding: 'utf8' }).trim();
  return listed
    .split('\n')
    .filter((line) => {
      const code = line.replace(/^[^:]+:\d+:/, '');
      return !COMMENT.test(code) && LITERAL.test(code.replace(/\/\*.*?\*\/|\/\/.*$/g, ''));
    });
}

describe('first-party paths in the browser', () => {
  it('are never written as strings, only taken from the catalogue', () => {
    expect(writtenPaths()).toEqual([]);
  });

  it('would be found if one were', () => {
    expect(LITERAL.test("callFirstParty('/fapi/session', schema)")).toBe(true);
    expect(LITERAL.test('const base = `/${locale}/fapi/account/orders`;')).toBe(true);
    expect(LITERAL.test("import { cart } from '../../shared/fapi/routes/cart';")).toBe(false);
  });
});
