import { describe, expect, it } from 'vitest';
import { de, en, fr, nb } from '../i18n/messages';
import { ERRORS, errorStatuses, WORDED_ERROR_IDS, type BuiltErrorId, type ErrorEntry, type ErrorId } from './catalogue';

const CATALOGUES = { en, fr, de, nb } as const;
const ids = Object.keys(ERRORS) as ErrorId[];
const keyOf = (id: ErrorId): string | undefined => {
  const entry: ErrorEntry = ERRORS[id];
  return entry.message ?? ((WORDED_ERROR_IDS as readonly string[]).includes(id) ? `apiError.${id}` : undefined);
};

describe('the error catalogue', () => {
  it('gives every id at least one status, each an HTTP status or 0 (no answer)', () => {
    for (const id of ids) {
      const statuses = errorStatuses(id);
      expect(statuses.length, id).toBeGreaterThan(0);
      for (const status of statuses) expect(status === 0 || (status >= 200 && status < 600), `${id} ${status}`).toBe(true);
    }
  });

  it('words every id it names a message for in en, fr, de and nb', () => {
    const worded = ids.filter((id) => keyOf(id) !== undefined);
    expect(worded.length).toBeGreaterThanOrEqual(WORDED_ERROR_IDS.length);
    for (const id of worded) {
      for (const [language, messages] of Object.entries(CATALOGUES)) {
        const text = (messages as Record<string, string>)[keyOf(id) as string];
        expect(typeof text === 'string' && text.length > 0, `${language} ${keyOf(id)}`).toBe(true);
      }
    }
  });

  it('records why for every id answered at more than one status', () => {
    for (const id of ids) {
      const entry: ErrorEntry = ERRORS[id];
      if (errorStatuses(id).length > 1) expect(entry.why, id).toBeTruthy();
    }
  });

  it('keeps CART_NOT_FOUND at both of its statuses: 404 on the cart, 409 at checkout', () => {
    expect(errorStatuses('CART_NOT_FOUND')).toEqual([404, 409]);
  });

  it('lists each worded id once', () => {
    expect(new Set(WORDED_ERROR_IDS).size).toBe(WORDED_ERROR_IDS.length);
  });

  it('refuses an uncatalogued literal id at compile time, and lets a relayed string through', () => {
    // @ts-expect-error an id that is not in the catalogue does not compile
    const unknown: BuiltErrorId<'NOT_AN_ERROR_ID'> = 'NOT_AN_ERROR_ID';
    const relayed: BuiltErrorId<string> = 'whatever the backend said';
    const known: BuiltErrorId<'CART_NOT_FOUND'> = 'CART_NOT_FOUND';
    expect([unknown, relayed, known]).toHaveLength(3);
  });

  it("checks the browser's ids without shipping the table: a misspelt id in a comparison or a list does not compile", () => {
    const known = 'AUT402' satisfies ErrorId;
    // @ts-expect-error a misspelt id (a letter O for the zero) is not in the catalogue
    const misspelt = 'AUT4O2' satisfies ErrorId;
    // @ts-expect-error a list of ids is checked entry by entry
    const listed: readonly string[] = ['LOGIN_IN_USE', 'LOGIN_INUSE2'] satisfies ErrorId[];
    expect([known, misspelt, listed]).toHaveLength(3);
  });
});
