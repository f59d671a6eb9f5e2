import type { TEXT_BLOCKS } from '../../../shared/schemas';
import type { BlockViews } from '../types';
import { RichText } from './RichText';

export const TEXT_VIEWS: BlockViews<keyof typeof TEXT_BLOCKS> = {
  'rich-text': RichText,
};
