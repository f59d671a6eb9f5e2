import type { RECOMMENDATION_BLOCKS } from '../../../shared/schemas';
import type { BlockViews } from '../types';

export const RECOMMENDATION_VIEWS: BlockViews<keyof typeof RECOMMENDATION_BLOCKS> = {};
