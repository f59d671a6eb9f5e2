import type { CARD_BLOCKS } from '../../../shared/schemas';
import type { BlockViews } from '../types';
import { Collection, StandaloneCategoryCard } from './Collection';

export const CARD_VIEWS: BlockViews<keyof typeof CARD_BLOCKS> = {
  'category-card': StandaloneCategoryCard,
  collection: Collection,
};
