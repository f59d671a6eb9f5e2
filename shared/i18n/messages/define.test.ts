import { describe, expect, it } from 'vitest';
import { defineMessages } from './define';
import { en, MESSAGE_DOMAINS } from './index';

describe('the domain message files', () => {
  it('give each key one home: no key is in two files', () => {
    const keys = Object.values(MESSAGE_DOMAINS).flatMap((domain) => Object.keys(domain));
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.length).toBe(Object.keys(en).length);
  });

  it('make an entry without every language a compile error', () => {
    const withoutOne = { 'kit.title': { en: 'Components', fr: 'Composants', de: 'Komponenten' } };
    // @ts-expect-error the entry has no Norwegian
    const messages = defineMessages(withoutOne);
    expect(messages).toBe(withoutOne);
  });
});
