import type { ParsedCanvas } from '../../../shared/page';
import { safeReturnTo } from '../../../shared/routing/return-to';
import { SignInForm } from '../SignInForm';
import { CanvasSections } from '../../app/CanvasSections';
import { setFlashToast } from '../../state/flash-toast';
import { usePageInfo } from '../../state/PageContext';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

/**
 * The sign-in page: the form, then the editors' sign-in canvas. Signed in, the shopper goes back
 * to `returnTo` (a path on this site only; a protected page sent them here) or to their account.
 */
export function SignInPage({ canvas }: { canvas: ParsedCanvas | null }) {
  const t = useT();
  const { site } = usePageInfo();
  function onSignedIn() {
    setFlashToast({ kind: 'success', title: t('signIn.success') });
    window.location.assign(safeReturnTo(new URLSearchParams(window.location.search).get('returnTo'), `/${site.locale}/account`));
  }
  return (
    <article className="sign-in-page">
      <h1 className="page-title">{canvas?.title ?? t('signIn.title')}</h1>
      <p className="sign-in-page__intro">{t('signIn.intro')}</p>
      <SignInForm idPrefix="sign-in-page" onSignedIn={onSignedIn} />
      {canvas ? <CanvasSections canvas={canvas} /> : null}
    </article>
  );
}

/** How the registry's sign-in page draws its model. */
export const view = definePageView<'sign-in'>((page) => <SignInPage canvas={page.canvas} />);
