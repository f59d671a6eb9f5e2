import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../../shared/content/schemas/blocks';
import { preloadable, type Preloadable } from '../../app/preloadable';
import type { BlockProps, BlockViews } from './types';

/**
 * Each block family is a chunk of its own, loaded by the pages whose canvases use it: most
 * pages use a few families, and the rarely used ones (galleries, articles) cost nothing elsewhere.
 */
const FAMILIES = {
  media: () => import('./media').then((m) => m.MEDIA_VIEWS),
  banners: () => import('./banners').then((m) => m.BANNER_VIEWS),
  text: () => import('./text').then((m) => m.TEXT_VIEWS),
  cards: () => import('./cards').then((m) => m.CARD_VIEWS),
  personalisation: () => import('./personalisation').then((m) => m.PERSONALISATION_VIEWS),
  articles: () => import('./articles').then((m) => m.ARTICLE_VIEWS),
  galleries: () => import('./galleries').then((m) => m.GALLERY_VIEWS),
  recommendations: () => import('./recommendations').then((m) => m.RECOMMENDATION_VIEWS),
  navigation: () => import('./navigation').then((m) => m.NAVIGATION_VIEWS),
  // The event block lives in its domain's home; its chunk is that folder's.
  events: () => import('../../events').then((m) => m.EVENT_VIEWS),
};
type Family = keyof typeof FAMILIES;

/** The family that renders each CMS block type; the compiler checks none is missing. */
export const FAMILY_OF: Readonly<Record<BlockType, Family>> = {
  picture: 'media',
  video: 'media',
  hero: 'banners',
  'banner-block-below': 'banners',
  'banner-espot': 'banners',
  'banner-image': 'banners',
  'banner-menu-tile': 'banners',
  'banner-overlay': 'banners',
  'banner-split': 'banners',
  'banner-thin': 'banners',
  'rich-text': 'text',
  accordion: 'text',
  anchor: 'text',
  button: 'text',
  spacer: 'text',
  'category-card': 'cards',
  collection: 'cards',
  'linked-cards': 'cards',
  'multi-link-card': 'cards',
  'visual-selector': 'cards',
  'secondary-nav': 'cards',
  'icon-and-text': 'cards',
  'benefit-bar': 'cards',
  segmentation: 'personalisation',
  experience: 'personalisation',
  'filter-by': 'personalisation',
  'article-grid': 'articles',
  'related-articles': 'articles',
  gallery: 'galleries',
  'gallery-widget': 'galleries',
  'recommendation-carousel': 'recommendations',
  'complete-the-look': 'recommendations',
  'promo-bar': 'navigation',
  'mega-menu': 'navigation',
  footer: 'navigation',
  popup: 'navigation',
  event: 'events',
};


type AnyBlockView = Preloadable<BlockProps<Block>>;

/** The component for every CMS block type: suspends until its family's chunk is here. */
export const BLOCK_VIEWS = Object.fromEntries(
  Object.entries(FAMILY_OF).map(([type, family]) => [
    type,
    preloadable(() => FAMILIES[family]().then((views) => (views as Record<string, ComponentType<BlockProps<Block>>>)[type] as ComponentType<BlockProps<Block>>)),
  ]),
) as unknown as BlockViews<BlockType> & Record<BlockType, AnyBlockView>;

/** Every block type in `value` (a canvas, or anything holding canvases), nested blocks included. */
export function blockTypesIn(value: unknown, into = new Set<BlockType>()): Set<BlockType> {
  if (Array.isArray(value)) {
    for (const item of value) blockTypesIn(item, into);
  } else if (value !== null && typeof value === 'object') {
    const type = (value as { type?: unknown }).type;
    if (typeof type === 'string' && Object.hasOwn(FAMILY_OF, type)) into.add(type as BlockType);
    for (const child of Object.values(value)) blockTypesIn(child, into);
  }
  return into;
}

/** The chunks of the families these block types belong to: a family's chunk is named after its folder. */
export function blockChunks(types: Iterable<BlockType>): string[] {
  return [...new Set([...types].map((type) => FAMILY_OF[type]))];
}

export const BLOCK_TYPES = Object.keys(FAMILY_OF) as BlockType[];

/** Loads the views of these block types, so rendering or hydrating them never suspends. */
export function preloadBlocks(types: Iterable<BlockType>): Promise<void> {
  return Promise.all([...types].map((type) => BLOCK_VIEWS[type].preload())).then(() => undefined);
}
