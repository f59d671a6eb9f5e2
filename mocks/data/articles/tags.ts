import type { ArticleFacet } from '../../../shared/content/schemas/articles';
import type { ContentLanguage } from '../category-names';

export const TAG_IDS = ['trail-guides', 'gear-care', 'athlete-stories', 'hiking', 'trail-running', 'climbing', 'camping', 'winter', 'skills'] as const;
export type TagId = (typeof TAG_IDS)[number];

interface TagCopy {
  labels: Readonly<Record<TagId, string>>;
  /** The heading over a story's related stories, which share its first tag. */
  moreOf: (label: string) => string;
}

// Facet labels as each market's outdoor magazines shelve their stories, not word for word.
const TAG_COPY: Readonly<Record<ContentLanguage, TagCopy>> = {
  en: {
    labels: { 'trail-guides': 'Trail Guides', 'gear-care': 'Gear Care', 'athlete-stories': 'Athlete Stories', hiking: 'Hiking', 'trail-running': 'Trail Running', climbing: 'Climbing', camping: 'Camping', winter: 'Winter', skills: 'Skills' },
    moreOf: (label) => `More ${label}`,
  },
  fr: {
    labels: { 'trail-guides': 'Guides de sentiers', 'gear-care': 'Entretien de l’équipement', 'athlete-stories': 'Portraits d’athlètes', hiking: 'Randonnée', 'trail-running': 'Course en sentier', climbing: 'Escalade', camping: 'Camping', winter: 'Hiver', skills: 'Techniques' },
    moreOf: (label) => `D’autres articles\u00a0: ${label}`,
  },
  de: {
    labels: { 'trail-guides': 'Tourentipps', 'gear-care': 'Pflege & Reparatur', 'athlete-stories': 'Athletenporträts', hiking: 'Wandern', 'trail-running': 'Trailrunning', climbing: 'Klettern', camping: 'Camping', winter: 'Winter', skills: 'Know-how' },
    moreOf: (label) => `Mehr aus der Rubrik ${label}`,
  },
  nb: {
    labels: { 'trail-guides': 'Turforslag', 'gear-care': 'Vedlikehold av utstyr', 'athlete-stories': 'Utøverportretter', hiking: 'Fjelltur', 'trail-running': 'Terrengløp', climbing: 'Klatring', camping: 'Telttur', winter: 'Vinter', skills: 'Turteknikk' },
    moreOf: (label) => `Flere saker: ${label}`,
  },
};

/** Every tag as a facet in one language, in the order the filter bar shows them. */
export function articleTags(language: ContentLanguage): ArticleFacet[] {
  return TAG_IDS.map((id) => ({ id, label: TAG_COPY[language].labels[id] }));
}

/** The heading over the stories related to one of this tag. */
export function moreOfTag(language: ContentLanguage, id: TagId): string {
  const copy = TAG_COPY[language];
  return copy.moreOf(copy.labels[id]);
}
