import type { GALLERY_BLOCKS } from '../../../shared/schemas';
import type { BlockViews } from '../types';

export const GALLERY_VIEWS: BlockViews<keyof typeof GALLERY_BLOCKS> = {};
