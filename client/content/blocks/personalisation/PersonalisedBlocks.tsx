import type { CSSProperties } from 'react';
import type { NestedBlock } from '../../../../shared/content/schemas/helpers';
import { BlockList } from '../BlockList';
import { asBlocks } from './as-blocks';

type Breakpoint = 'sm' | 'md' | 'lg';

interface PersonalisedBlocksProps {
  type: 'segmentation' | 'experience' | 'filter-by';
  blocks: readonly NestedBlock[];
  isFullWidth?: boolean;
  hideOnBreakpoint?: readonly Breakpoint[];
  bottomMargins?: Partial<Record<Breakpoint, number>>;
  attributes?: Record<`data-${string}`, string>;
}

/**
 * The wrapper every personalisation block renders through. When no
 * component resolves the block is empty, so nothing at all is rendered (no
 * wrapper element that could leave a gap).
 */
export function PersonalisedBlocks({ type, blocks, isFullWidth, hideOnBreakpoint = [], bottomMargins, attributes }: PersonalisedBlocksProps) {
  if (blocks.length === 0) return null;
  const className = ['personalised', isFullWidth ? 'personalised--full-width' : '', ...hideOnBreakpoint.map((bp) => `personalised--hide-${bp}`)].filter(Boolean).join(' ');
  const style = bottomMargins
    ? ({ '--mb-sm': px(bottomMargins.sm), '--mb-md': px(bottomMargins.md ?? bottomMargins.sm), '--mb-lg': px(bottomMargins.lg ?? bottomMargins.md ?? bottomMargins.sm) } as CSSProperties)
    : undefined;
  return (
    <div className={className} data-block={type} style={style} {...attributes}>
      <BlockList blocks={asBlocks(blocks)} />
    </div>
  );
}

const px = (value: number | undefined) => (value === undefined ? undefined : `${value}px`);
