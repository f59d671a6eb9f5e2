import type { PERSONALISATION_BLOCKS } from '../../../shared/schemas';
import type { BlockViews } from '../types';

export const PERSONALISATION_VIEWS: BlockViews<keyof typeof PERSONALISATION_BLOCKS> = {};
