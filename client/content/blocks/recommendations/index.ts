import type { RECOMMENDATION_BLOCKS } from '../../../../shared/content/schemas/blocks/recommendations';
import type { BlockViews } from '../types';
import { CompleteTheLook } from './CompleteTheLook';
import { RecommendationCarousel } from './RecommendationCarousel';

export const RECOMMENDATION_VIEWS: BlockViews<keyof typeof RECOMMENDATION_BLOCKS> = {
  'recommendation-carousel': RecommendationCarousel,
  'complete-the-look': CompleteTheLook,
};
