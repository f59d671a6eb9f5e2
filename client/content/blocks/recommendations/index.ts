import type { RECOMMENDATION_BLOCKS } from '../../../../shared/schemas';
import type { BlockViews } from '../types';
import { CompleteTheLook } from './CompleteTheLook';
import { RecommendationCarousel } from './RecommendationCarousel';

export const RECOMMENDATION_VIEWS: BlockViews<keyof typeof RECOMMENDATION_BLOCKS> = {
  'recommendation-carousel': RecommendationCarousel,
  'complete-the-look': CompleteTheLook,
};
