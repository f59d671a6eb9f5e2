import { filterBy } from '../../../../shared/decisions/personalisation';
import type { FilterBy as FilterByBlock } from '../../../../shared/content/schemas/blocks/personalisation';
import { usePageInfo } from '../../../state/PageContext';
import { PersonalisedBlocks } from './PersonalisedBlocks';

/** Filter-by: the components only where the current product (bySku) or category (byCategory) is IN / NOT IN the list. */
export function FilterBy({ block }: { block: FilterByBlock }) {
  const { productId, productMasterId, categoryId } = usePageInfo();
  return <PersonalisedBlocks type="filter-by" blocks={filterBy(block, { productId, productMasterId, categoryId })} />;
}
