import type { EventBlock as EventBlockData } from '../../shared/content/schemas/blocks/events';
import { intlLocale } from '../../shared/i18n/translator';
import { preloadable, preloadOf } from '../app/preloadable';
import type { BlockProps } from '../content';
import { LazyDialog } from '../dialogs/LazyDialog';
import { usePageInfo } from '../state/PageContext';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import { eventDatesText } from './event-dates';
import { eventDialogId } from '../dialogs/event-dialog-id';

// The sign-up dialog's body is a chunk of its own, fetched when the member points at the button.
const EventSignUpBody = preloadable(() => import('./EventSignUpDialog').then((m) => m.EventSignUpBody));

/**
 * An event block: its title, its dates in the site's language, the editors' rich text (sanitised
 * when the canvas was parsed) and the button that opens the event's sign-up dialog.
 */
export function EventBlock({ block }: BlockProps<EventBlockData>) {
  const t = useT();
  const { site } = usePageInfo();
  const { dialogs } = useStore();
  const dialogId = eventDialogId(block.eventId);
  const titleId = `${block.id}-title`;
  const preload = preloadOf(EventSignUpBody);
  return (
    <section className="event-block" data-block="event" aria-labelledby={titleId}>
      <h2 id={titleId} className="event-block__title">
        {block.title}
      </h2>
      <p className="event-block__dates">{eventDatesText(t, block.startDate, block.endDate, intlLocale(site))}</p>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.richText }} />
      <button type="button" className="button event-block__open" aria-describedby={titleId} onPointerEnter={preload} onFocus={preload} onClick={() => dialogs.open(dialogId)}>
        {t('events.open')}
      </button>
      <LazyDialog id={dialogId} title={t('events.dialogTitle')}>
        <EventSignUpBody event={block} dialogId={dialogId} />
      </LazyDialog>
    </section>
  );
}
