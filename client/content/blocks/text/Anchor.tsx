import type { Anchor as AnchorBlock } from '../../../../shared/content/schemas/blocks/text';

/**
 * Anchor: an in-page target named by the CMS. Links to `#<anchorName>`
 * scroll here; the scroll is smooth unless the visitor prefers reduced motion
 * (CSS scroll-behavior in text.css).
 */
export function Anchor({ block }: { block: AnchorBlock }) {
  return <div className="anchor" id={block.anchorName} data-block="anchor" />;
}
