import { useT } from '../state/i18n';

/** What a streamed region shows when its upstream failed: the page around it still works. */
export function LoadError({ what, correlationId }: { what: string; correlationId?: string }) {
  const t = useT();
  return (
    <p className="load-error" role="alert">
      {t('loadError.message', { what })}
      {correlationId ? <span className="load-error__ref">{` ${t('common.reference', { id: correlationId })}`}</span> : null}
    </p>
  );
}
