import type { ARTICLE_BLOCKS } from '../../../shared/schemas';
import type { BlockViews } from '../types';

export const ARTICLE_VIEWS: BlockViews<keyof typeof ARTICLE_BLOCKS> = {};
