import type { ParsedCanvas } from '../../shared/page';
import { CanvasSections } from '../components/CanvasSections';
import { LoadError } from '../components/LoadError';

const FALLBACK: Record<number, { title: string; body: string }> = {
  404: { title: 'Page not found', body: 'The page you are looking for has moved or no longer exists.' },
  500: { title: 'Something went wrong', body: 'We hit a problem showing this page. Please try again in a moment.' },
};

interface ErrorPageProps {
  status: number;
  canvas: ParsedCanvas | null;
  correlationId: string;
  /** spec §8: a CMS failure carries its message and the path that needed it. */
  message?: string | undefined;
  path?: string | undefined;
  /** What an upstream outage kept from the shopper: said as a failed region says it. */
  unavailable?: string | undefined;
}

export function ErrorPage({ status, canvas, correlationId, message, path, unavailable }: ErrorPageProps) {
  const fallback = FALLBACK[status] ?? FALLBACK[500]!;
  return (
    <article className="error-page">
      <h1 className="page-title">{canvas?.title ?? fallback.title}</h1>
      {canvas ? <CanvasSections canvas={canvas} /> : unavailable ? <LoadError what={unavailable} /> : <p>{fallback.body}</p>}
      {message && path ? <p className="error-page__detail">{`${path}: ${message} (${status})`}</p> : null}
      {status >= 500 ? <p className="error-page__ref">Reference: {correlationId}</p> : null}
    </article>
  );
}
