import type { MEDIA_BLOCKS } from '../../../../shared/content/schemas/blocks/media';
import type { BlockViews } from '../types';
import { Picture } from './Picture';
import { Video } from './Video';

export const MEDIA_VIEWS: BlockViews<keyof typeof MEDIA_BLOCKS> = {
  picture: Picture,
  video: Video,
};
