import type { StorySlug } from '../story-index';

/** What a reader sees of a story in one language. */
export interface StoryCopy {
  title: string;
  eyebrow: string;
  /** Two short paragraphs of body copy. */
  body: readonly [string, string];
}

/** Every story in one language: a story missing or misspelt here fails typecheck. */
export type StoryCopyTable = Readonly<Record<StorySlug, StoryCopy>>;
