import { describe, expect, it } from 'vitest';
import { formatMessage, messageArguments } from './format-message';

describe('formatMessage', () => {
  it('fills in named values', () => {
    expect(formatMessage('Size {size}: {stock}', 'en-US', { size: 'M', stock: 'In stock' })).toBe('Size M: In stock');
  });

  it('formats numeric values in the locale’s digits', () => {
    expect(formatMessage('{count} left', 'de-DE', { count: 1234 })).toBe('1.234 left');
    expect(formatMessage('{count} left', 'en-US', { count: 1234 })).toBe('1,234 left');
  });

  it('leaves apostrophes as written', () => {
    expect(formatMessage("L'avis de {name}", 'fr-CA', { name: 'Léa' })).toBe("L'avis de Léa");
  });

  it('fails loudly on a missing value rather than showing a placeholder', () => {
    expect(() => formatMessage('Hello {name}', 'en-US', {})).toThrow(/name/);
  });

  it('rejects a plural without an other branch', () => {
    expect(() => formatMessage('{count, plural, one {# item}}', 'en-US', { count: 1 })).toThrow(/other/);
  });
});

describe('plurals follow each language’s rules', () => {
  const items = '{count, plural, =0 {no items} one {# item} other {# items}}';

  it('prefers an exact match over the category', () => {
    expect(formatMessage(items, 'en-US', { count: 0 })).toBe('no items');
  });

  it('English: one is exactly 1', () => {
    expect(formatMessage(items, 'en-US', { count: 1 })).toBe('1 item');
    expect(formatMessage(items, 'en-US', { count: 2 })).toBe('2 items');
    expect(formatMessage(items, 'en-US', { count: 1.5 })).toBe('1.5 items');
  });

  it('French: 0 and 1 (and 1.5) are one', () => {
    const message = '{count, plural, one {# article} other {# articles}}';
    expect(formatMessage(message, 'fr-CA', { count: 0 })).toBe('0 article');
    expect(formatMessage(message, 'fr-CA', { count: 1 })).toBe('1 article');
    expect(formatMessage(message, 'fr-CA', { count: 1.5 })).toBe('1,5 article');
    expect(formatMessage(message, 'fr-CA', { count: 2 })).toBe('2 articles');
  });

  it('German: one is exactly 1, zero is other', () => {
    const message = '{count, plural, one {# Bewertung} other {# Bewertungen}}';
    expect(formatMessage(message, 'de-DE', { count: 0 })).toBe('0 Bewertungen');
    expect(formatMessage(message, 'de-DE', { count: 1 })).toBe('1 Bewertung');
    expect(formatMessage(message, 'de-DE', { count: 1000 })).toBe('1.000 Bewertungen');
  });

  it('Norwegian Bokmål: one is exactly 1', () => {
    const message = '{count, plural, one {# butikk} other {# butikker}}';
    expect(formatMessage(message, 'nb-NO', { count: 1 })).toBe('1 butikk');
    expect(formatMessage(message, 'nb-NO', { count: 0 })).toBe('0 butikker');
    expect(formatMessage(message, 'nb-NO', { count: 3 })).toBe('3 butikker');
  });

  it('keeps # bound to its own plural when a message has two', () => {
    const message = '{count, plural, one {review} other {reviews}} with {stars, plural, one {# star} other {# stars}}';
    expect(formatMessage(message, 'en-US', { count: 2, stars: 1 })).toBe('reviews with 1 star');
  });

  it('fills named values inside a branch', () => {
    expect(formatMessage('{count, plural, one {# store near {place}} other {# stores near {place}}}', 'en-US', { count: 2, place: 'Oslo' })).toBe('2 stores near Oslo');
  });
});

describe('messageArguments', () => {
  it('lists plain and plural arguments, not branch text', () => {
    expect(messageArguments('{count, plural, one {# item} other {# items}} for {name}')).toEqual(['count', 'name']);
  });
});

describe('digit groups', () => {
  it('use the regular no-break space whatever the ICU data prefers, so server and browser agree', () => {
    expect(formatMessage('{count} Artikel', 'fr-FR', { count: 12345 })).toBe('12\u00a0345 Artikel');
    expect(formatMessage('{count, plural, one {# vare} other {# varer}}', 'nb-NO', { count: 12345 })).toBe('12\u00a0345 varer');
  });
});
