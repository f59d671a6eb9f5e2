import type { ContentLanguage } from '../../category-names';
import { PAGES_DE, SEARCH_HUB_DE } from './de';
import { PAGES_EN, SEARCH_HUB_EN } from './en';
import { PAGES_FR, SEARCH_HUB_FR } from './fr';
import { PAGES_NB, SEARCH_HUB_NB } from './nb';
import type { PageCopyTable, SearchHubCopy } from './types';

export { pageFacts } from './facts';
export { PAGE_SLUGS, type PageCopy, type PageCopyTable, type PageFacts, type PageSlug, type SearchHubCopy } from './types';

/** Every named page in every CMS language: a language or a page missing here fails typecheck. */
export const PAGE_COPY: Readonly<Record<ContentLanguage, PageCopyTable>> = { en: PAGES_EN, fr: PAGES_FR, de: PAGES_DE, nb: PAGES_NB };

export const SEARCH_HUB_COPY: Readonly<Record<ContentLanguage, SearchHubCopy>> = {
  en: SEARCH_HUB_EN, fr: SEARCH_HUB_FR, de: SEARCH_HUB_DE, nb: SEARCH_HUB_NB,
};
