import type { Site } from '../site';
import { de, en, fr, nb } from './messages';
import { createTranslator, intlLocale, type Messages, type Translator } from './translator';

// Worker-only: importing this from client code would put all four languages in the bundle.
const CATALOGUES: Readonly<Record<string, Messages>> = { en, fr, de, nb };

/** The language whose catalogue a site reads: its own, or English when we have none for it. */
export function catalogueLanguage(language: string): string {
  return Object.hasOwn(CATALOGUES, language) ? language : 'en';
}

/** The catalogue of a site's language; a site in a language we have no catalogue for reads English. */
export function messagesFor(site: Pick<Site, 'language'>): Messages {
  return CATALOGUES[catalogueLanguage(site.language)]!;
}

export function translatorFor(site: Pick<Site, 'language' | 'country'>): Translator {
  return createTranslator(intlLocale(site), messagesFor(site));
}
