import type { ParsedCanvas } from '../../../shared/page';
import type { Site } from '../../../shared/site';
import { CanvasSections } from '../../app/CanvasSections';
import { SignUpForm } from '../sign-up/SignUpForm';
import { useT } from '../../state/i18n';

/** /sign-up: the editors' sign-up copy, then the form. */
export function SignUpPage({ canvas, site }: { canvas: ParsedCanvas | null; site: Site }) {
  const t = useT();
  return (
    <article className="content-page sign-up-page">
      <h1 className="page-title">{canvas?.title ?? t('signUp.title')}</h1>
      {canvas ? <CanvasSections canvas={canvas} /> : null}
      <SignUpForm site={site} />
    </article>
  );
}
