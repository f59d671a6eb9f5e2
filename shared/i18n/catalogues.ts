import type { Site } from '../site';
import { de } from './messages/de';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { nb } from './messages/nb';
import { createTranslator, intlLocale, type Messages, type Translator } from './translator';

// Worker-only: importing this from client code would put all four languages in the bundle.
const CATALOGUES: Readonly<Record<string, Messages>> = { en, fr, de, nb };

/** The catalogue of a site's language; a site in a language we have no catalogue for reads English. */
export function messagesFor(site: Pick<Site, 'language'>): Messages {
  return CATALOGUES[site.language] ?? en;
}

export function translatorFor(site: Pick<Site, 'language' | 'country'>): Translator {
  return createTranslator(intlLocale(site), messagesFor(site));
}
