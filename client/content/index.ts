/*
 * The CMS canvas in the browser: its blocks and lazy sections, the header's menus, the footer's
 * newsletter form, the popups, and what a recalculation refreshes.
 */
export { LazySection } from './LazySection';
export { NewsletterForm } from './NewsletterForm';
export { BlockList } from './blocks/BlockList';
export { useRecalculation } from './blocks/recommendations/recalculation';
export { BLOCK_TYPES, blockChunks, blockTypesIn, preloadBlocks } from './blocks/registry';
export { MegaMenu } from './mega-menu/MegaMenu';
export { MobileMenu } from './mega-menu/MobileMenu';
export { PopupSlot } from './popups/PopupSlot';
export type { BlockProps, BlockViews } from './blocks/types';
