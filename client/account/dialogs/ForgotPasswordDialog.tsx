import { ForgotPasswordForm } from '../ForgotPasswordForm';

/** The forgot-password dialog's body: the same form as the /forgot-password page. */
export function ForgotPasswordBody() {
  return <ForgotPasswordForm />;
}
