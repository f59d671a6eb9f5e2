import type { PERSONALISATION_BLOCKS } from '../../../../shared/content/schemas/blocks/personalisation';
import type { BlockViews } from '../types';
import { Experience } from './Experience';
import { FilterBy } from './FilterBy';
import { Segmentation } from './Segmentation';

export const PERSONALISATION_VIEWS: BlockViews<keyof typeof PERSONALISATION_BLOCKS> = {
  segmentation: Segmentation,
  experience: Experience,
  'filter-by': FilterBy,
};
