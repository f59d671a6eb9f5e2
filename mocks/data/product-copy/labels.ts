import type { FacetId } from '../../../shared/catalogue/schemas/catalog';
import type { ContentLanguage } from '../category-names';
import type { Activity, Gender } from '../facet-values';
import type { BADGES, EYEBROWS } from '../fixture';
import type { CopyLanguage } from './family-copy';

// Short labels a shopper reads on tiles, swatches, size buttons and facets, per language. The
// fixture holds the English ones; ids and codes never change with the language.

type Words<K extends string> = Readonly<Record<K, Readonly<Record<CopyLanguage, string>>>>;

/** Keyed by palette colour code (fixture.ts PALETTE). */
const COLOURS: Words<string> = {
  '001': { fr: 'Noir', de: 'Schwarz', nb: 'Svart' },
  '010': { fr: 'Gris graphite', de: 'Graphit', nb: 'Grafitt' },
  '020': { fr: 'Gris orage', de: 'Sturmgrau', nb: 'Stormgrå' },
  '100': { fr: 'Blanc glacier', de: 'Gletscherweiß', nb: 'Brehvit' },
  '210': { fr: 'Rouge alpin', de: 'Alpinrot', nb: 'Alpinrød' },
  '230': { fr: 'Orange braise', de: 'Glutorange', nb: 'Glødoransje' },
  '300': { fr: 'Jaune sommet', de: 'Gipfelgelb', nb: 'Toppgul' },
  '410': { fr: 'Vert mousse', de: 'Moosgrün', nb: 'Mosegrønn' },
  '420': { fr: 'Vert forêt', de: 'Waldgrün', nb: 'Skoggrønn' },
  '450': { fr: 'Sauge', de: 'Salbei', nb: 'Salvie' },
  '510': { fr: 'Bleu fjord', de: 'Fjordblau', nb: 'Fjordblå' },
  '520': { fr: 'Bleu marine', de: 'Marineblau', nb: 'Marineblå' },
  '540': { fr: 'Bleu glace', de: 'Eisblau', nb: 'Isblå' },
  '610': { fr: 'Violet crépuscule', de: 'Dämmerungslila', nb: 'Skumringslilla' },
  '700': { fr: 'Sable', de: 'Sandbeige', nb: 'Sandbeige' },
  '720': { fr: 'Argile', de: 'Lehmbraun', nb: 'Leirbrun' },
};

/** Size codes whose label is a word; letter sizes and numbers read the same everywhere. */
const SIZE_WORDS: Words<string> = {
  REG: { fr: 'Régulier', de: 'Normal', nb: 'Normal' },
  LONG: { fr: 'Long', de: 'Lang', nb: 'Lang' },
  OS: { fr: 'Taille unique', de: 'Einheitsgröße', nb: 'Én størrelse' },
};

const EYEBROW_WORDS: Words<(typeof EYEBROWS)[number]> = {
  New: { fr: 'Nouveauté', de: 'Neu', nb: 'Nyhet' },
  Bestseller: { fr: 'Meilleur vendeur', de: 'Topseller', nb: 'Bestselger' },
  'Staff Pick': { fr: 'Coup de cœur de l’équipe', de: 'Team-Empfehlung', nb: 'Ansattes favoritt' },
};

const BADGE_WORDS: Words<(typeof BADGES)[number]> = {
  Sustainable: { fr: 'Écoresponsable', de: 'Nachhaltig', nb: 'Bærekraftig' },
  'Online Exclusive': { fr: 'Exclusivité en ligne', de: 'Nur online', nb: 'Kun på nett' },
  'Recycled Materials': { fr: 'Matières recyclées', de: 'Recycelte Materialien', nb: 'Resirkulerte materialer' },
};

const FACET_WORDS: Words<FacetId> = {
  size: { fr: 'Taille', de: 'Größe', nb: 'Størrelse' },
  color: { fr: 'Couleur', de: 'Farbe', nb: 'Farge' },
  gender: { fr: 'Genre', de: 'Geschlecht', nb: 'Kjønn' },
  activity: { fr: 'Activité', de: 'Aktivität', nb: 'Aktivitet' },
  price: { fr: 'Prix', de: 'Preis', nb: 'Pris' },
};

const GENDER_WORDS: Words<Gender> = {
  men: { fr: 'Hommes', de: 'Herren', nb: 'Herre' },
  women: { fr: 'Femmes', de: 'Damen', nb: 'Dame' },
  kids: { fr: 'Enfants', de: 'Kinder', nb: 'Barn' },
  unisex: { fr: 'Unisexe', de: 'Unisex', nb: 'Unisex' },
};

const ACTIVITY_WORDS: Words<Activity> = {
  hiking: { fr: 'Randonnée', de: 'Wandern', nb: 'Fottur' },
  climbing: { fr: 'Escalade', de: 'Klettern', nb: 'Klatring' },
  skiing: { fr: 'Ski', de: 'Skifahren', nb: 'Ski' },
  running: { fr: 'Course', de: 'Laufen', nb: 'Løping' },
  camping: { fr: 'Camping', de: 'Camping', nb: 'Telttur' },
  travel: { fr: 'Voyage', de: 'Reisen', nb: 'Reise' },
};

/** `english` in `language`: the table's word, or the English itself when the table has none (letter sizes). */
function inLanguage<K extends string>(table: Words<K>, key: K, english: string, language: ContentLanguage): string {
  if (language === 'en') return english;
  return table[key]?.[language] ?? english;
}

export const colourLabel = (code: string, english: string, language: ContentLanguage) => inLanguage(COLOURS, code, english, language);

/** Shoe sizes are US sizes on every site, and say so; word sizes are translated. */
export const sizeLabel = (code: string, english: string, language: ContentLanguage) => inLanguage(SIZE_WORDS, code, english, language);

export const eyebrowLabel = (english: string, language: ContentLanguage) => inLanguage(EYEBROW_WORDS, english as (typeof EYEBROWS)[number], english, language);
export const badgeLabel = (english: string, language: ContentLanguage) => inLanguage(BADGE_WORDS, english as (typeof BADGES)[number], english, language);
export const facetLabel = (facet: FacetId, english: string, language: ContentLanguage) => inLanguage(FACET_WORDS, facet, english, language);
export const genderLabel = (gender: Gender, english: string, language: ContentLanguage) => inLanguage(GENDER_WORDS, gender, english, language);
export const activityLabel = (activity: Activity, english: string, language: ContentLanguage) => inLanguage(ACTIVITY_WORDS, activity, english, language);

/** Every colour word in every language: the search index holds them all. */
export const colourWords = (code: string): string[] => Object.values(COLOURS[code] ?? {});
