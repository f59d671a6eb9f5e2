import type { Block } from '../../../../shared/content/schemas/blocks';
import type { NestedBlock } from '../../../../shared/content/schemas/helpers';

/** Nested blocks have passed `parseBlock` in the schema, so they are real blocks; the schema only hides the type to avoid a cycle. */
export const asBlocks = (nested: readonly NestedBlock[]): Block[] => nested as Block[];
