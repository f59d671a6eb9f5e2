import type { ProductRecord } from '../catalog';
import type { ContentLanguage } from '../category-names';
import type { CopyTables, CopyLanguage, Noun } from './family-copy';
import { FAMILY_COPY_DE } from './family-copy-de';
import { FAMILY_COPY_FR } from './family-copy-fr';
import { FAMILY_COPY_NB } from './family-copy-nb';

// A product's name and description in each language, from the picks the generator recorded:
// model names stay as they are ("Aspen"), the noun is the one each market's shops use, and the
// description is written from the same activity, feature and material in that language.

const TABLES: CopyTables = { fr: FAMILY_COPY_FR, de: FAMILY_COPY_DE, nb: FAMILY_COPY_NB };

export const COPY_LANGUAGES: readonly CopyLanguage[] = ['fr', 'de', 'nb'];

type Audience = 'men' | 'women' | undefined;

/** Men's and women's leaves name who a product is cut for, as each market's shops add it. */
const AUDIENCE: Readonly<Record<CopyLanguage, Record<'men' | 'women', string>>> = {
  fr: { men: 'pour hommes', women: 'pour femmes' },
  de: { men: 'Herren', women: 'Damen' },
  nb: { men: 'herre', women: 'dame' },
};

function audienceOf(record: ProductRecord): Audience {
  const top = record.categoryIds[record.categoryIds.length - 1];
  return top === '10000' ? 'men' : top === '20000' ? 'women' : undefined;
}

function pickOf<T>(list: readonly T[], index: number, what: string, record: ProductRecord): T {
  const item = list[index];
  if (item === undefined) throw new Error(`${record.id} has no ${what} ${index}`);
  return item;
}

function nounOf(record: ProductRecord, language: CopyLanguage): Noun {
  return pickOf(TABLES[language][record.family].nouns, record.copy.noun, 'noun', record);
}

/** Model and noun in the market's order: "Aspen Hardshelljacke", "Manteau coquille Aspen", "Sac à dos Aspen 35". */
function baseName(record: ProductRecord, language: CopyLanguage): string {
  const { word } = nounOf(record, language);
  const { model } = record.copy;
  if (word.includes('{m}')) return word.replace('{m}', model);
  return language === 'fr' ? `${word} ${model}` : `${model} ${word}`;
}

/** The product's name as a shop in that language lists it. */
export function productName(record: ProductRecord, language: ContentLanguage): string {
  if (language === 'en') return record.name;
  const audience = audienceOf(record);
  const base = baseName(record, language);
  return audience ? `${base} ${AUDIENCE[language][audience]}` : base;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Der/Die/Das …" and "ist/sind" by the noun's gender and number. */
function germanSubject(noun: Noun, name: string): { subject: string; verb: string } {
  const article = { m: 'Der', f: 'Die', n: 'Das', p: 'Die' }[noun.gender as 'm' | 'f' | 'n' | 'p'] ?? 'Die';
  return { subject: `${article} ${name}`, verb: noun.gender === 'p' ? 'sind' : 'ist' };
}

/** "Le/La/L’/Les …", "est/sont" and the participle's agreement: conçu, conçue, conçus, conçues. */
function frenchSubject(noun: Noun, name: string): { subject: string; verb: string; made: string } {
  const plural = noun.gender === 'mp' || noun.gender === 'fp';
  const feminine = noun.gender === 'f' || noun.gender === 'fp';
  const phrase = lowerFirst(name);
  const article = plural ? 'Les ' : /^[aeiouyéèêàâîôûh]/i.test(phrase) ? 'L’' : feminine ? 'La ' : 'Le ';
  return { subject: `${article}${phrase}`, verb: plural ? 'sont' : 'est', made: `conçu${feminine ? 'e' : ''}${plural ? 's' : ''}` };
}

/** Three sentences, as the English one has: what it is for, a feature and its material, who made it. */
export function productDescription(record: ProductRecord, language: ContentLanguage): string {
  if (language === 'en') return record.description;
  const copy = TABLES[language][record.family];
  const activity = pickOf(copy.activities, record.copy.activity, 'activity', record);
  const feature = pickOf(copy.features, record.copy.feature, 'feature', record);
  const material = pickOf(copy.materials, record.copy.material, 'material', record);
  const noun = nounOf(record, language);
  const name = baseName(record, language);
  switch (language) {
    case 'de': {
      const { subject, verb } = germanSubject(noun, name);
      return [
        `${subject} ${verb} für ${activity} gemacht.`,
        `${feature}, und ${material} spart Gewicht, ohne an Robustheit einzubüßen.`,
        'Entwickelt und im Gelände getestet vom Ridgeline-Team, in den Bergen, in denen wir zu Hause sind.',
      ].join(' ');
    }
    case 'fr': {
      const { subject, verb, made } = frenchSubject(noun, name);
      return [
        `${subject} ${verb} ${made} pour ${activity}.`,
        `${feature}, et ${material} allège l’ensemble sans rien sacrifier de la durabilité.`,
        'Imaginé et éprouvé sur le terrain par l’équipe Ridgeline, dans nos montagnes.',
      ].join(' ');
    }
    case 'nb': {
      const [first = '', ...rest] = name;
      return [
        `${first.toUpperCase()}${rest.join('')} er laget for ${activity}.`,
        `${feature}, og ${material} holder vekten nede uten at det går ut over slitestyrken.`,
        'Utviklet og testet i felt av Ridgeline-teamet, i fjellene der vi hører hjemme.',
      ].join(' ');
    }
  }
}

/** Every language's name: the search index holds them all, so a German search finds German names. */
export const namesInEveryLanguage = (record: ProductRecord): string[] => [record.name, ...COPY_LANGUAGES.map((language) => productName(record, language))];

export const descriptionsInEveryLanguage = (record: ProductRecord): string[] => [record.description, ...COPY_LANGUAGES.map((language) => productDescription(record, language))];
