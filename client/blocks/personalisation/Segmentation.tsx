import { ANONYMOUS_VISITOR, chooseSegmentation } from '../../../shared/personalisation';
import type { Segmentation as SegmentationBlock } from '../../../shared/schemas';
import { PersonalisedBlocks } from './PersonalisedBlocks';

/** spec §2 segmentation: shows the first segment whose condition holds for the visitor, else the first baseline. */
export function Segmentation({ block }: { block: SegmentationBlock }) {
  // The visitor-aware issue replaces ANONYMOUS_VISITOR with the request's visitor; the choice itself stays in shared/personalisation.
  const blocks = chooseSegmentation(block, ANONYMOUS_VISITOR);
  return <PersonalisedBlocks type="segmentation" blocks={blocks} isFullWidth={block.isFullWidth} hideOnBreakpoint={block.hideOnBreakpoint} attributes={{ 'data-segmentation-id': block.id }} />;
}
