import { useEffect } from 'react';
import { LazyDialog } from '../../dialogs/dialog-shells';
import { EMPLOYEE_TERMS_DIALOG } from '../../dialogs/dialog-ids';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import { EmployeeTermsBody, openEmployeeTerms, owesEmployeeTerms } from './employee-terms';

/**
 * The employee discount terms, with their acceptance. Closing them hands focus to the header's
 * account menu: the dialog often opens from a sign-in whose own dialog (and opener) is gone.
 */
export function EmployeeTermsDialog() {
  const t = useT();
  return (
    <LazyDialog id={EMPLOYEE_TERMS_DIALOG} title={t('account.termsTitle')} returnFocus={() => document.querySelector<HTMLElement>('.account-menu__button')}>
      <EmployeeTermsBody dialogId={EMPLOYEE_TERMS_DIALOG} />
    </LazyDialog>
  );
}

/**
 * Opens the employee terms dialog on any page while a signed-in employee has not accepted them.
 * Only a signed-in visitor without the employee role (which accepting the terms grants) costs the
 * session read, after hydration.
 */
export function EmployeeTermsGate({ signedIn }: { signedIn: boolean }) {
  const { session, dialogs } = useStore();
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void session.load().then((summary) => {
      if (live && owesEmployeeTerms(summary)) openEmployeeTerms(dialogs);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);
  return <EmployeeTermsDialog />;
}
