import type { ParsedCanvas } from '../../shared/page';
import { CanvasSections } from '../app/CanvasSections';
import { LoadError } from '../components/LoadError';
import type { MessageKey } from '../../shared/i18n';
import { useT } from '../state/i18n';
import { definePageView } from './page-view';

const FALLBACK: Record<number, { title: MessageKey; body: MessageKey }> = {
  404: { title: 'title.notFound', body: 'error.notFoundBody' },
  500: { title: 'title.serverError', body: 'error.serverErrorBody' },
};

interface ErrorPageProps {
  status: number;
  canvas: ParsedCanvas | null;
  correlationId: string;
  /** A CMS failure carries its message and the path that needed it. */
  message?: string | undefined;
  path?: string | undefined;
  /** What an upstream outage kept from the shopper: said as a failed region says it. */
  unavailable?: string | undefined;
}

export function ErrorPage({ status, canvas, correlationId, message, path, unavailable }: ErrorPageProps) {
  const t = useT();
  const fallback = FALLBACK[status] ?? FALLBACK[500]!;
  return (
    <article className="error-page">
      <h1 className="page-title">{canvas?.title ?? t(fallback.title)}</h1>
      {canvas ? <CanvasSections canvas={canvas} /> : unavailable ? <LoadError what={unavailable} /> : <p>{t(fallback.body)}</p>}
      {message && path ? <p className="error-page__detail">{`${path}: ${message} (${status})`}</p> : null}
      {status >= 500 ? <p className="error-page__ref">{t('common.reference', { id: correlationId })}</p> : null}
    </article>
  );
}

/** How the registry's error page draws its model. */
export const view = definePageView<'error'>((page, state) => (
  <ErrorPage status={page.status} canvas={page.canvas} correlationId={state.correlationId} message={page.message} path={page.path} unavailable={page.unavailable} />
));
