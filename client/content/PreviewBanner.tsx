import { sameSpaces } from '../../shared/i18n';
import { useLocale, useT } from '../state/i18n';

/**
 * The preview's moment in the page's locale, in UTC so the server and the browser agree. Each part
 * is named: Intl refuses a date or time style beside a time zone name.
 */
const MOMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC', timeZoneName: 'short' };

function previewMoment(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return sameSpaces(new Intl.DateTimeFormat(locale, MOMENT).format(date));
}

/** Shown only to an editor in preview mode: what they see is not published. */
export function PreviewBanner({ date, path }: { date: string | null; path: string }) {
  const t = useT();
  const locale = useLocale();
  const when = date ? previewMoment(date, locale) : t('preview.now');
  return (
    <div className="preview-banner" role="status">
      <strong>{t('preview.label')}</strong>
      <span>{t('preview.asOf', { when })}</span>
      <form method="post" action={`/preview/logout?redirect=${encodeURIComponent(path)}`}>
        <button type="submit">{t('preview.exit')}</button>
      </form>
    </div>
  );
}
