import { useSignals } from '@preact/signals-react/runtime';
import { ForgotPasswordForm } from '../ForgotPasswordForm';
import { SIGN_IN_DIALOG } from '../../dialogs/dialog-ids';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';

/**
 * The forgot-password dialog's body: the same form as the /forgot-password page, with the email
 * field focused. A signed-out shopper (who came from the sign-in dialog, or a link) can go back to
 * signing in; a signed-in one (changing the password in the account) has nowhere to go back to.
 */
export function ForgotPasswordBody() {
  useSignals();
  const t = useT();
  const { auth, dialogs } = useStore();
  return (
    <>
      <ForgotPasswordForm autoFocus />
      {auth.value.type === 'Registered' ? null : (
        <p className="account-form__back">
          <button type="button" className="link-button" onClick={() => dialogs.open(SIGN_IN_DIALOG)}>
            {t('password.backToSignIn')}
          </button>
        </p>
      )}
    </>
  );
}
