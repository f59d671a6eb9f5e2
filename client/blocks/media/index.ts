import type { MEDIA_BLOCKS } from '../../../shared/schemas';
import type { BlockViews } from '../types';

export const MEDIA_VIEWS: BlockViews<keyof typeof MEDIA_BLOCKS> = {};
