import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { categoryName } from './category-names';

describe('categoryName', () => {
  it('names every category in every content language, never in English outside en', () => {
    for (const node of CATEGORIES) {
      expect(categoryName(node.id, 'en')).toBe(node.name);
      for (const language of ['fr', 'de', 'nb']) expect(categoryName(node.id, language)).not.toBe(node.name);
    }
  });

  it('writes each market its own department names', () => {
    expect(categoryName('10101', 'de')).toBe('Herrenjacken');
    expect(categoryName('20000', 'nb')).toBe('Dame');
  });
});
