import { useId } from 'react';
import type { MessageKey } from '../../../shared/i18n';
import { callFapi } from '../../api';
import { useT } from '../../state/i18n';
import { FormField } from '../../components/ui/form';
import { formValues, useSupportForm } from './support-form';
import { support } from '../../../shared/fapi/routes/support';

const schemas = () => import('../../../shared/account/schemas/support');

const FIELDS = [
  { name: 'firstName', label: 'support.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'support.lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'support.email', autoComplete: 'email', type: 'email' },
  { name: 'product', label: 'support.product', autoComplete: 'off' },
  { name: 'purchaseDate', label: 'support.purchaseDate', autoComplete: 'off', type: 'date' },
  { name: 'orderNumber', label: 'support.orderNumber', autoComplete: 'off' },
] as const satisfies ReadonlyArray<{ name: string; label: MessageKey; autoComplete: string; type?: string }>;

/** A warranty case: who, which product, when it was bought and what went wrong; answered with a case number. */
export function WarrantyForm() {
  const t = useT();
  const id = useId();
  const { submit, answer, problem, busy, error, invalid } = useSupportForm({
    check: async (form) => (await schemas()).WarrantyRequestSchema.safeParse(formValues(form, [...FIELDS.map((field) => field.name), 'description'])),
    send: async (input) => callFapi(support.warranty, (await schemas()).SupportCaseSchema, { body: { ...input, orderNumber: input.orderNumber || undefined } }),
  });
  const caseNumber = answer?.caseNumber;

  return (
    <section className="support-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('support.warrantyTitle')}</h2>
      {caseNumber ? (
        <p role="status" className="support-form__done" data-testid="warranty-case">
          {t('support.warrantySent', { caseNumber })}
        </p>
      ) : (
        <>
          <p>{t('support.warrantyIntro')}</p>
          <form method="post" onSubmit={submit} noValidate>
            {FIELDS.map((field) => (
              <FormField key={field.name} id={`${id}-${field.name}`} label={t(field.label)} error={error(field.name)}>
                {(describedBy) => (
                  <input
                    id={`${id}-${field.name}`}
                    name={field.name}
                    type={'type' in field ? field.type : 'text'}
                    autoComplete={field.autoComplete}
                    required={field.name !== 'orderNumber'}
                    aria-invalid={invalid(field.name)}
                    aria-describedby={describedBy}
                  />
                )}
              </FormField>
            ))}
            <FormField id={`${id}-description`} label={t('support.description')} error={error('description')}>
              {(describedBy) => <textarea id={`${id}-description`} name="description" rows={5} maxLength={2000} required aria-invalid={invalid('description')} aria-describedby={describedBy} />}
            </FormField>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('support.sending') : t('support.submitWarranty')}
            </button>
          </form>
        </>
      )}
      {problem && (
        <p role="alert" className="support-form__error">
          {problem}
        </p>
      )}
    </section>
  );
}
