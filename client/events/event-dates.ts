import { formatDate } from '../../shared/i18n/dates';
import type { Translate } from '../../shared/i18n/translator';

/** An event's dates as the site's language writes them: one date, or "start to end". */
export function eventDatesText(t: Translate, startDate: string, endDate: string, locale: string): string {
  const start = formatDate(startDate, locale);
  return startDate === endDate ? start : t('events.dateRange', { start, end: formatDate(endDate, locale) });
}
