import { Suspense, type ComponentType } from 'react';
import type { Block } from '../../../shared/content/schemas/blocks';
import { BLOCK_VIEWS } from './registry';
import type { BlockProps } from './types';

/** Renders one block by its CMS type. */
export function BlockView({ block, leadsPage = false }: { block: Block; leadsPage?: boolean }) {
  // The registry is keyed by type, so this lookup always pairs a block with its own view.
  const View = BLOCK_VIEWS[block.type] as ComponentType<BlockProps<Block>>;
  return <View block={block} leadsPage={leadsPage} />;
}

/** Renders a canvas section; `leadsPage` lets the first hero be the page's h1. */
export function BlockList({ blocks, leadsPage = false }: { blocks: Block[]; leadsPage?: boolean }) {
  const firstHero = leadsPage ? blocks.findIndex((block) => block.type === 'hero') : -1;
  // Blocks the browser renders on its own (a lazy section, a pop-up) may arrive before their
  // family's chunk: they appear together once it is here, and the page around them stays.
  return (
    <Suspense fallback={null}>
      {blocks.map((block, index) => (
        <BlockView key={block.id} block={block} leadsPage={index === firstHero} />
      ))}
    </Suspense>
  );
}
