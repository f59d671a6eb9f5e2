import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../../shared/content/schemas/blocks';

export interface BlockProps<T extends Block> {
  block: T;
  /** True for the block that carries the page's h1 (the first hero of a page with no other title). */
  leadsPage: boolean;
}

/** One React component per CMS block type of a family; the compiler checks none is missing. */
export type BlockViews<K extends BlockType> = { [P in K]: ComponentType<BlockProps<Extract<Block, { type: P }>>> };
