import type { EVENT_BLOCKS } from '../../shared/content/schemas/blocks/events';
import type { BlockViews } from '../content';
import { EventBlock } from './EventBlock';

/** The event block family: its view, for the block registry. */
export const EVENT_VIEWS: BlockViews<keyof typeof EVENT_BLOCKS> = {
  event: EventBlock,
};
