import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { leftOnSignOut, type PageName } from '../../../shared/routing';
import type { Store } from '../../state/store';
import type { SessionSummary } from '../../../shared/account/schemas/session';
import { SignInForm } from '../SignInForm';
import { loadCart } from '../../cart';
import { setFlashToast } from '../../state/flash-toast';
import { usePageInfo } from '../../state/PageContext';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import { FORGOT_PASSWORD_DIALOG, SIGN_IN_DIALOG } from '../../dialogs/dialog-ids';
import { openEmployeeTerms, owesEmployeeTerms } from '../../dialogs/employee-terms';

/**
 * What follows a sign-in in a dialog: the session and the toast, and the header's cart count. A
 * page that showed the guest's own things is loaded again, and an employee who has not accepted
 * the employee terms gets them at once (false either way: the dialog does not go on to its own
 * confirmation or steps, since the reload or the terms dialog takes over from it).
 */
export function welcomeSignedIn(store: Store, pageType: PageName, message: string, summary: SessionSummary): boolean {
  store.session.summary.value = summary;
  if (leftOnSignOut(pageType)) {
    setFlashToast({ kind: 'success', title: message });
    window.location.reload();
    return false;
  }
  store.toasts.show({ kind: 'success', title: message });
  // The guest's basket merged into the shopper's: the header count follows.
  void loadCart(store);
  if (owesEmployeeTerms(summary)) {
    openEmployeeTerms(store.dialogs);
    return false;
  }
  return true;
}

/**
 * The sign-in dialog's body: the form, then the sign-in confirmation that welcomes the shopper
 * back. A page that showed the guest's own things (cart, checkout, favourites) is loaded again,
 * since the shopper's now hold what the guest had too; elsewhere the header catches up in place
 * and the next page shows the shopper's content. An employee who has not accepted the employee
 * terms gets them at once in place of the confirmation (the toast still says the sign-in worked):
 * the terms dialog takes over from this one, so focus moves into it rather than to a heading
 * about to close.
 */
export function SignInBody() {
  useSignals();
  const t = useT();
  const store = useStore();
  const { site, pageType } = usePageInfo();
  const [signedIn, setSignedIn] = useState<SessionSummary | null>(null);
  const welcomeRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (signedIn) welcomeRef.current?.focus();
  }, [signedIn]);

  function onSignedIn(summary: SessionSummary) {
    if (welcomeSignedIn(store, pageType, t('signIn.success'), summary)) setSignedIn(summary);
  }

  // Forgetting the password is a dialog of its own, opened in place of this one (which closes).
  if (!signedIn) return <SignInForm idPrefix="sign-in-dialog" onSignedIn={onSignedIn} autoFocus onForgotPassword={() => store.dialogs.open(FORGOT_PASSWORD_DIALOG)} />;
  return (
    <div className="sign-in-confirmation">
      <h3 ref={welcomeRef} tabIndex={-1} className="sign-in-confirmation__title">
        {signedIn.firstName ? t('signIn.welcomeTitle', { name: signedIn.firstName }) : t('signIn.welcomeTitleNoName')}
      </h3>
      <p>{t('signIn.confirmation')}</p>
      <div className="sign-in-confirmation__actions">
        <button type="button" className="button" onClick={() => store.dialogs.close(SIGN_IN_DIALOG)}>
          {t('signIn.continue')}
        </button>
        <a className="button button--secondary" href={`/${site.locale}/account`}>
          {t('signIn.viewAccount')}
        </a>
      </div>
    </div>
  );
}
