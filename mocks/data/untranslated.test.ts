import { describe, expect, it } from 'vitest';
import { readableTexts, sentencesOf, untranslatedSentences } from './untranslated';

describe('untranslatedSentences', () => {
  it('finds an English sentence left in a translation, inside markup', () => {
    const english = { title: 'Shipping', sections: { main: [{ id: 'x', richText: '<p>Standard delivery takes 3 days. Store pickup is always free.</p>' }] } };
    const translated = { title: 'Versand', sections: { main: [{ id: 'x', richText: '<p>Der Versand dauert 3 Tage. <strong>Store pickup is always free.</strong></p>' }] } };
    expect(untranslatedSentences(english, translated)).toEqual(['Store pickup is always free']);
  });

  it('ignores short names, ids and URLs that every language shares', () => {
    const english = { id: 'xplr-pass-body', title: 'XPLR Pass', target: { url: '/en-us/loyalty-terms', text: 'Join XPLR Pass' } };
    const translated = { id: 'xplr-pass-body', title: 'XPLR Pass', target: { url: '/en-us/loyalty-terms', text: 'Adhérer à XPLR Pass' } };
    expect(untranslatedSentences(english, translated)).toEqual([]);
  });

  it('splits list items, headings and sentences, and reads only shopper-facing keys', () => {
    expect(readableTexts({ style: 'primary one two three', text: '<h2>Your base camp</h2><ul><li>Email: a@b.example</li></ul>' })).toEqual(['Your base camp\nEmail: a@b.example']);
    expect(sentencesOf('We are here to help\nOur crew answers every day. Call us!')).toEqual(['We are here to help', 'Our crew answers every day']);
  });
});
