import type { ParsedCanvas } from '../../../shared/page';
import { ForgotPasswordForm } from '../ForgotPasswordForm';
import { ResetPasswordForm } from '../ResetPasswordForm';
import { CanvasSections } from '../../app/CanvasSections';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

export interface ForgotPasswordPageProps {
  canvas: ParsedCanvas | null;
  token: string | null;
}

/** /forgot-password: ask for a reset link; with a link's token, choose the new password. */
export function ForgotPasswordPage({ canvas, token }: ForgotPasswordPageProps) {
  const t = useT();
  return (
    <div className="password-page">
      <h1 className="page-title">{token ? t('password.resetTitle') : t('password.forgotTitle')}</h1>
      {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
      {canvas ? <CanvasSections canvas={canvas} /> : null}
    </div>
  );
}

/** How the registry's forgot-password page draws its model. */
export const view = definePageView<'forgot-password'>((page) => <ForgotPasswordPage {...page} />);
