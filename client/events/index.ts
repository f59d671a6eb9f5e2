import type { EVENT_BLOCKS } from '../../shared/schemas';
import type { BlockViews } from '../content/blocks/types';
import { EventBlock } from './EventBlock';

/** The event block family: its view, for the block registry. */
export const EVENT_VIEWS: BlockViews<keyof typeof EVENT_BLOCKS> = {
  event: EventBlock,
};
