import { passwordRequirements } from '../../shared/validation/password';
import { useT } from '../state/i18n';

export interface PasswordFieldsProps {
  idPrefix: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** The refusal shown under the fields (rules unmet, confirmation different). */
  error: string | null;
}

/** A new password and its confirmation, with the four requirement lines ticked as the shopper types. */
export function PasswordFields({ idPrefix, password, confirmation, onPassword, onConfirmation, error }: PasswordFieldsProps) {
  const t = useT();
  const rulesId = `${idPrefix}-rules`;
  const errorId = `${idPrefix}-error`;
  const describedBy = error ? `${rulesId} ${errorId}` : rulesId;
  return (
    <>
      <div className="account-form__field">
        <label htmlFor={`${idPrefix}-new`}>{t('password.newPassword')}</label>
        <input id={`${idPrefix}-new`} name="newPassword" type="password" autoComplete="new-password" maxLength={100} value={password} onChange={(event) => onPassword(event.target.value)} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
      </div>
      <div id={rulesId} className="account-form__rules">
        <p>{t('signUp.passwordNeeds')}</p>
        <ul>
          {passwordRequirements(password).map((line) => (
            <li key={line.key} data-met={line.met}>
              {t(line.key)} <span className="visually-hidden">({line.met ? t('signUp.ruleMet') : t('signUp.ruleNotMet')})</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="account-form__field">
        <label htmlFor={`${idPrefix}-confirm`}>{t('password.confirmPassword')}</label>
        <input id={`${idPrefix}-confirm`} name="confirmPassword" type="password" autoComplete="new-password" maxLength={100} value={confirmation} onChange={(event) => onConfirmation(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      </div>
      {error ? <p id={errorId} className="account-form__error">{error}</p> : null}
    </>
  );
}
