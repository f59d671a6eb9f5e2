import type { ParsedCanvas } from '../../../shared/page';
import type { Site } from '../../../shared/site';
import { CanvasSections } from '../../app/CanvasSections';
import { SignUpForm } from '../sign-up/SignUpForm';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

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

/** How the registry's sign-up page draws its model. */
export const view = definePageView<'sign-up'>((page, state) => <SignUpPage canvas={page.canvas} site={state.site} />);
