import type { ContentLanguage } from './category-names';

const LANGUAGES: readonly ContentLanguage[] = ['en', 'fr', 'de', 'nb'];

/** Narrows a site's language to one the CMS is written in; a site in any other language is a seeding bug. */
export function contentLanguage(language: string): ContentLanguage {
  const found = LANGUAGES.find((known) => known === language);
  if (!found) throw new Error(`no CMS copy is written in ${language}`);
  return found;
}

export const CONTENT_LANGUAGES = LANGUAGES;
