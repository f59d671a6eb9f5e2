import { CATEGORY_BY_ID } from './categories';

/** The languages the CMS and the catalogue are written in. */
export type ContentLanguage = 'en' | 'fr' | 'de' | 'nb';

type Translated = Readonly<Record<Exclude<ContentLanguage, 'en'>, string>>;

// Written as each market's shops name their departments, not word for word: German shops say
// "Herren" and "Damen", Norwegian ones "Herre" and "Dame", French-Canadian ones "Hommes" and "Femmes".
const NAMES: Readonly<Record<string, Translated>> = {
  '10000': { fr: 'Hommes', de: 'Herren', nb: 'Herre' },
  '10100': { fr: 'Vêtements d’extérieur pour hommes', de: 'Herren-Outdoorbekleidung', nb: 'Yttertøy herre' },
  '10101': { fr: 'Manteaux et vestes pour hommes', de: 'Herrenjacken', nb: 'Jakker herre' },
  '10102': { fr: 'Molletons pour hommes', de: 'Herren-Fleece', nb: 'Fleece herre' },
  '10200': { fr: 'Couches et pantalons pour hommes', de: 'Herren-Funktionsschichten & Hosen', nb: 'Lag og bukser herre' },
  '10201': { fr: 'Couches de base pour hommes', de: 'Herren-Funktionsunterwäsche', nb: 'Ullundertøy og superundertøy herre' },
  '10202': { fr: 'Pantalons de randonnée pour hommes', de: 'Herren-Wanderhosen', nb: 'Turbukser herre' },
  '20000': { fr: 'Femmes', de: 'Damen', nb: 'Dame' },
  '20100': { fr: 'Vêtements d’extérieur pour femmes', de: 'Damen-Outdoorbekleidung', nb: 'Yttertøy dame' },
  '20101': { fr: 'Manteaux et vestes pour femmes', de: 'Damenjacken', nb: 'Jakker dame' },
  '20102': { fr: 'Molletons pour femmes', de: 'Damen-Fleece', nb: 'Fleece dame' },
  '20200': { fr: 'Couches et pantalons pour femmes', de: 'Damen-Funktionsschichten & Hosen', nb: 'Lag og bukser dame' },
  '20201': { fr: 'Couches de base pour femmes', de: 'Damen-Funktionsunterwäsche', nb: 'Ullundertøy og superundertøy dame' },
  '20202': { fr: 'Pantalons de randonnée pour femmes', de: 'Damen-Wanderhosen', nb: 'Turbukser dame' },
  '30000': { fr: 'Chaussures', de: 'Schuhe', nb: 'Sko' },
  '30100': { fr: 'Chaussures de randonnée', de: 'Wanderschuhe', nb: 'Tursko' },
  '30101': { fr: 'Bottes de randonnée', de: 'Wanderstiefel', nb: 'Fjellstøvler' },
  '30200': { fr: 'Chaussures de course', de: 'Laufschuhe', nb: 'Løpesko' },
  '30201': { fr: 'Chaussures de course en sentier', de: 'Trailrunning-Schuhe', nb: 'Terrengløpesko' },
  '40000': { fr: 'Équipement', de: 'Ausrüstung', nb: 'Utstyr' },
  '40100': { fr: 'Sacs et camping', de: 'Rucksäcke & Camping', nb: 'Sekker og camping' },
  '40101': { fr: 'Sacs à dos', de: 'Rucksäcke', nb: 'Sekker' },
  '40102': { fr: 'Tentes', de: 'Zelte', nb: 'Telt' },
  '40103': { fr: 'Sacs de couchage', de: 'Schlafsäcke', nb: 'Soveposer' },
  '40200': { fr: 'Accessoires', de: 'Accessoires', nb: 'Tilbehør' },
  '40201': { fr: 'Chapeaux et tuques', de: 'Mützen & Caps', nb: 'Luer og caps' },
  '40202': { fr: 'Gants', de: 'Handschuhe', nb: 'Hansker' },
};

/** A category's name in one of the content languages; the catalogue tree holds the English one. */
export function categoryName(id: string, language: string): string {
  const node = CATEGORY_BY_ID.get(id);
  if (!node) throw new Error(`unknown category ${id}`);
  if (language === 'en') return node.name;
  const translated = NAMES[id]?.[language as keyof Translated];
  if (!translated) throw new Error(`category ${id} has no ${language} name`);
  return translated;
}
