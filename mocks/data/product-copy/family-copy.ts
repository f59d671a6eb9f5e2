import type { Family } from '../fixture';
import type { ContentLanguage } from '../category-names';

/** The languages product copy is written in besides English, which the fixture holds. */
export type CopyLanguage = Exclude<ContentLanguage, 'en'>;

/**
 * A product noun with what the sentence around it needs: German and French pick the article and
 * the participle's ending by gender and number (p, mp, fp are plurals). `{m}` marks where the
 * model name goes when it does not simply stand before (German, Norwegian) or after (French) the
 * noun, as in "Sac à dos {m} 35".
 */
export interface Noun {
  word: string;
  gender?: 'm' | 'f' | 'n' | 'p' | 'mp' | 'fp';
}

/**
 * One family's copy in one language, each list in the same order as the English fixture's, so
 * a product's picks (indexes) read the same choice in every language. Activities complete
 * "made for …", features are sentences of their own, materials are the subject of "… keeps
 * weight down".
 */
export interface FamilyCopy {
  nouns: readonly Noun[];
  activities: readonly string[];
  features: readonly string[];
  materials: readonly string[];
}

export type FamilyCopyTable = Readonly<Record<Family, FamilyCopy>>;

export type CopyTables = Readonly<Record<CopyLanguage, FamilyCopyTable>>;
