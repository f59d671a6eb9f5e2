import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';
import { createTranslator } from './translator';
import { de } from './messages/de';
import { en } from './messages/en';

describe('errorMessage', () => {
  it("words the shop's own errors in the page's language, by errorId", () => {
    const german = createTranslator('de-DE', de).t;
    expect(errorMessage(german, { errorId: 'GEN500', message: 'Something went wrong. Please try again.' })).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
    expect(errorMessage(german, { errorId: 'INV700', message: 'Item out of stock' })).toBe('Dieser Artikel ist ausverkauft.');
  });

  it("shows the server's message for any other errorId", () => {
    expect(errorMessage(createTranslator('en-US', en).t, { errorId: 'STR404', message: 'Store not found' })).toBe('Store not found');
  });
});
