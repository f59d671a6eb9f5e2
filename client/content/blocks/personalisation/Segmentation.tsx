import { chooseSegmentation } from '../../../../shared/decisions/personalisation';
import type { Segmentation as SegmentationBlock } from '../../../../shared/content/schemas/blocks/personalisation';
import { usePersonalisation } from '../../../decisions';
import { PersonalisedBlocks } from './PersonalisedBlocks';

/** Segmentation: the test-context segment, else the first segment whose condition holds for the visitor, else the first baseline. */
export function Segmentation({ block }: { block: SegmentationBlock }) {
  // The visitor kind comes from AppState, so the browser makes the server's choice again.
  const { visitor, testContext } = usePersonalisation();
  const blocks = chooseSegmentation(block, visitor, testContext);
  return <PersonalisedBlocks type="segmentation" blocks={blocks} isFullWidth={block.isFullWidth} hideOnBreakpoint={block.hideOnBreakpoint} attributes={{ 'data-segmentation-id': block.id }} />;
}
