import { useId } from 'react';
import { useT } from '../../../state/i18n';
import { KitSection, KitStates, type KitState, type KitSectionProps } from './KitStates';

const STATES: KitState[] = ['default', 'focus', 'disabled', 'error'];

/** A text input, a select and a checkbox, each with its label, in each state; an error names itself under the field. */
export function FieldSamples({ idPrefix }: KitSectionProps) {
  const t = useT();
  const id = useId();
  const methods = (['CREDIT_CARD', 'PAYPAL', 'KLARNA'] as const).map((method) => t(`checkout.payment.method.${method}`));
  const field = (kind: 'input' | 'select' | 'checkbox', state: KitState) => {
    const fieldId = `${id}-${kind}-${state}`;
    const error = state === 'error';
    const common = {
      id: fieldId,
      disabled: state === 'disabled',
      className: state === 'focus' ? 'kit-focus' : undefined,
      'aria-invalid': error || undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
    };
    const message = error ? (
      <p id={`${fieldId}-error`} className="field-error">
        {t('validation.required')}
      </p>
    ) : null;
    if (kind === 'checkbox')
      return (
        <div className="kit__field">
          <label className="kit__check" htmlFor={fieldId}>
            <input type="checkbox" {...common} defaultChecked={state === 'default'} />
            {t('checkout.legal.label')}
          </label>
          {message}
        </div>
      );
    return (
      <div className="kit__field">
        <label htmlFor={fieldId}>{kind === 'input' ? t('cart.couponLabel') : t('checkout.payment.payWith')}</label>
        {kind === 'input' ? (
          <input {...common} defaultValue={state === 'default' ? 'TRAIL10' : ''} autoComplete="off" />
        ) : (
          <select {...common} defaultValue={methods[0]}>
            {methods.map((method) => (
              <option key={method}>{method}</option>
            ))}
          </select>
        )}
        {message}
      </div>
    );
  };
  return (
    <KitSection id={`${idPrefix}-title`} title={t('kit.fields')}>
      {(['input', 'select', 'checkbox'] as const).map((kind) => (
        <KitStates key={kind} id={`${idPrefix}-${kind}`} title={t(`kit.${kind}`)} samples={STATES.map((state) => ({ state, node: field(kind, state) }))} />
      ))}
    </KitSection>
  );
}
