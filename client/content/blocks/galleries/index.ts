import type { GALLERY_BLOCKS } from '../../../../shared/content/schemas/blocks/galleries';
import type { BlockViews } from '../types';
import { Gallery } from './Gallery';
import { GalleryWidget } from './GalleryWidget';

export const GALLERY_VIEWS: BlockViews<keyof typeof GALLERY_BLOCKS> = {
  gallery: Gallery,
  'gallery-widget': GalleryWidget,
};
