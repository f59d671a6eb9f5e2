import * as z from 'zod';
import { EVENT_MAX_DAYS, eventDays, isIsoDate } from '../../../events/days';
import { EventId } from '../../../events/schemas';
import { PlainText, RichTextHtml } from '../common';

// An event members sign up to: its copy, its dates and whether a guest may come along.

const IsoDate = z.string().refine(isIsoDate, 'a date as YYYY-MM-DD');

export const EventBlockSchema = z
  .object({
    id: z.string(),
    type: z.literal('event'),
    /** The backend's id of the event: registrations name it. */
    eventId: EventId,
    startDate: IsoDate,
    endDate: IsoDate,
    /** The join form asks for a guest's name. */
    enablePlusOne: z.boolean(),
    richText: RichTextHtml,
    title: PlainText,
    /** What the dialog says once the member is registered. */
    confirmationTitle: PlainText,
    confirmationSubtitle: PlainText,
    /** The join form's submit button. */
    submitCtaLabel: PlainText,
  })
  // The form lists the days from start to end: an end before the start, or a span longer than the
  // form lists, would offer no day at all, so such a block is malformed.
  .refine((block) => eventDays(block.startDate, block.endDate).length > 0, `an event ends on or after its start, within ${EVENT_MAX_DAYS} days`);
export type EventBlock = z.infer<typeof EventBlockSchema>;

export const EVENT_BLOCKS = {
  event: EventBlockSchema,
} as const;
