import type { z } from 'zod';
import { ARTICLE_BLOCKS } from './articles';
import { BANNER_BLOCKS } from './banners';
import { CARD_BLOCKS } from './cards';
import { EVENT_BLOCKS } from './events';
import { GALLERY_BLOCKS } from './galleries';
import { MEDIA_BLOCKS } from './media';
import { NAVIGATION_BLOCKS } from './navigation';
import { PERSONALISATION_BLOCKS } from './personalisation';
import { RECOMMENDATION_BLOCKS } from './recommendations';
import { TEXT_BLOCKS } from './text';

export * from './articles';
export * from './banners';
export * from './cards';
export * from './events';
export * from './galleries';
export * from './media';
export * from './navigation';
export * from './personalisation';
export * from './recommendations';
export * from './text';

/** Every CMS block type the storefront renders, by its CMS type name. */
export const BLOCK_SCHEMAS = {
  ...MEDIA_BLOCKS,
  ...BANNER_BLOCKS,
  ...TEXT_BLOCKS,
  ...CARD_BLOCKS,
  ...PERSONALISATION_BLOCKS,
  ...ARTICLE_BLOCKS,
  ...GALLERY_BLOCKS,
  ...RECOMMENDATION_BLOCKS,
  ...NAVIGATION_BLOCKS,
  ...EVENT_BLOCKS,
} as const;
export type BlockType = keyof typeof BLOCK_SCHEMAS;
export type Block = z.infer<(typeof BLOCK_SCHEMAS)[BlockType]>;
