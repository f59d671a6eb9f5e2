import type { ContentLanguage } from '../../category-names';
import { STORY_COPY_DE } from './de';
import { STORY_COPY_EN } from './en';
import { STORY_COPY_FR } from './fr';
import { STORY_COPY_NB } from './nb';
import type { StoryCopyTable } from './types';

/** Every story in every CMS language. */
export const STORY_COPY: Readonly<Record<ContentLanguage, StoryCopyTable>> = { en: STORY_COPY_EN, fr: STORY_COPY_FR, de: STORY_COPY_DE, nb: STORY_COPY_NB };
