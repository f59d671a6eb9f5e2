import { useT } from '../state/i18n';
/** Shown only to an editor in preview mode (spec §2): what they see is not published. */
export function PreviewBanner({ date, path }: { date: string | null; path: string }) {
  const t = useT();
  const when = date ? `${date.slice(0, 10)} ${date.slice(11, 16)} UTC` : t('preview.now');
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
