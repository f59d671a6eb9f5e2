import { passwordRequirements } from '../../../shared/validation/password';
import { useT } from '../../state/i18n';

/**
 * The password's four requirement lines, each ticked as the shopper types. Each line says in words
 * whether it is met, so a screen reader hears it without the tick mark; the list is the password
 * field's description.
 */
export function PasswordRequirements({ id, password }: { id: string; password: string }) {
  const t = useT();
  return (
    <div id={id} className="password-rules">
      <p className="password-rules__title">{t('signUp.passwordNeeds')}</p>
      <ul className="password-rules__list">
        {passwordRequirements(password).map((line) => (
          <li key={line.key} className="password-rules__line" data-met={line.met}>
            <span aria-hidden="true" className="password-rules__mark">{line.met ? '✓' : '•'}</span> {t(line.key as 'signUp.passwordRuleLength')}
            <span className="visually-hidden">{`: ${line.met ? t('signUp.ruleMet') : t('signUp.ruleNotMet')}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
