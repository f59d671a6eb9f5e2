import type { ParsedCanvas } from '../../shared/page';
import { CanvasSections } from '../components/CanvasSections';

const FALLBACK: Record<number, { title: string; body: string }> = {
  404: { title: 'Page not found', body: 'The page you are looking for has moved or no longer exists.' },
  500: { title: 'Something went wrong', body: 'We hit a problem showing this page. Please try again in a moment.' },
};

export function ErrorPage({ status, canvas, correlationId }: { status: number; canvas: ParsedCanvas | null; correlationId: string }) {
  const fallback = FALLBACK[status] ?? FALLBACK[500]!;
  return (
    <article className="error-page">
      <h1 className="page-title">{canvas?.title ?? fallback.title}</h1>
      {canvas ? <CanvasSections canvas={canvas} /> : <p>{fallback.body}</p>}
      {status >= 500 ? <p className="error-page__ref">Reference: {correlationId}</p> : null}
    </article>
  );
}
