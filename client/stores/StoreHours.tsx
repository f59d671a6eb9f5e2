import type { Store } from '../../shared/location/schemas/stores';
import { isoDayIn, weekHours } from '../../shared/stores';
import { useLocale, useT } from '../state/i18n';

export interface StoreHoursProps {
  location: Pick<Store, 'hours' | 'openingHours' | 'timeZone'>;
  /** When the page was drawn: which day it is at the store is read from it, the same on server and browser. */
  drawnAt: string;
  /** The week shown at once (a store's page) rather than behind a disclosure (a list of stores). */
  expanded?: boolean;
}

/**
 * Today's hours at the store, and its week day by day, in the shopper's language and on the
 * store's own clock. A store that gives no day-by-day hours shows its hour lines as they are.
 */
export function StoreHours({ location, drawnAt, expanded = false }: StoreHoursProps) {
  const t = useT();
  const locale = useLocale();
  if (!location.openingHours?.length) {
    return (
      <ul className="store-hours__lines" aria-label={t('stores.hours')}>
        {location.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  }
  const week = weekHours(location.openingHours, locale);
  const today = isoDayIn(location.timeZone ?? 'UTC', new Date(drawnAt));
  const todays = week.find((day) => day.day === today)?.hours;
  const table = (
    <table className="store-hours__week">
      <caption className="visually-hidden">{t('stores.hours')}</caption>
      <tbody>
        {week.map((day) => (
          <tr key={day.day} aria-current={day.day === today ? 'date' : undefined}>
            <th scope="row">{day.name}</th>
            <td>{day.hours ?? t('stores.closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className="store-hours">
      <p className="store-hours__today">{todays ? t('stores.today', { hours: todays }) : t('stores.closedToday')}</p>
      {expanded ? (
        table
      ) : (
        <details className="store-hours__details">
          <summary>{t('stores.weekHours')}</summary>
          {table}
        </details>
      )}
    </div>
  );
}
