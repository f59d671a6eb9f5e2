import { useId, useState } from 'react';
import type { ContactCategory } from '../../../shared/account/schemas/support';
import { callFapi } from '../../api';
import { useT } from '../../state/i18n';
import { FormField } from '../../components/ui/form';
import { formValues, useSupportForm } from './support-form';
import { support } from '../../../shared/fapi/routes/support';

const schemas = () => import('../../../shared/account/schemas/support');

/** The contact form: a category and one of its subjects (from the API), who is asking, and the message; answered with a case number. */
export function ContactForm({ categories }: { categories: ContactCategory[] }) {
  const t = useT();
  const id = useId();
  const [categoryId, setCategoryId] = useState('');
  const subjects = categories.find((category) => category.id === categoryId)?.subjects ?? [];
  const { submit, answer, problem, busy, hasErrors, error, invalid } = useSupportForm({
    check: async (form) => (await schemas()).ContactUsRequestSchema.safeParse(formValues(form, ['categoryId', 'subjectId', 'firstName', 'lastName', 'email', 'orderNumber', 'message'])),
    send: async (input) => callFapi(support.contact, (await schemas()).SupportCaseSchema, { body: { ...input, orderNumber: input.orderNumber || undefined } }),
  });
  const caseNumber = answer?.caseNumber;

  if (caseNumber) {
    return (
      <p role="status" className="support-form__done" data-testid="contact-case">
        {t('support.sent', { caseNumber })}
      </p>
    );
  }
  return (
    <section className="support-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('support.contactFormTitle')}</h2>
      <form method="post" onSubmit={submit} noValidate>
        <FormField id={`${id}-category`} label={t('support.category')} error={error('categoryId')}>
          {(describedBy) => (
            <select id={`${id}-category`} name="categoryId" value={categoryId} onChange={(event) => setCategoryId(event.target.value)} required aria-invalid={invalid('categoryId')} aria-describedby={describedBy}>
              <option value="">{t('support.choose')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-subject`} label={t('support.subject')} error={error('subjectId')}>
          {(describedBy) => (
            <select id={`${id}-subject`} name="subjectId" required disabled={subjects.length === 0} aria-invalid={invalid('subjectId')} aria-describedby={describedBy}>
              <option value="">{t('support.choose')}</option>
              {subjects.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {subject.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-first`} label={t('support.firstName')} error={error('firstName')}>
          {(describedBy) => <input id={`${id}-first`} name="firstName" autoComplete="given-name" required aria-invalid={invalid('firstName')} aria-describedby={describedBy} />}
        </FormField>
        <FormField id={`${id}-last`} label={t('support.lastName')} error={error('lastName')}>
          {(describedBy) => <input id={`${id}-last`} name="lastName" autoComplete="family-name" required aria-invalid={invalid('lastName')} aria-describedby={describedBy} />}
        </FormField>
        <FormField id={`${id}-email`} label={t('support.email')} error={error('email')}>
          {(describedBy) => <input id={`${id}-email`} name="email" type="email" autoComplete="email" required aria-invalid={invalid('email')} aria-describedby={describedBy} />}
        </FormField>
        <FormField id={`${id}-order`} label={t('support.orderNumber')} error={error('orderNumber')}>
          {(describedBy) => <input id={`${id}-order`} name="orderNumber" autoComplete="off" aria-invalid={invalid('orderNumber')} aria-describedby={describedBy} />}
        </FormField>
        <FormField id={`${id}-message`} label={t('support.message')} error={error('message')}>
          {(describedBy) => <textarea id={`${id}-message`} name="message" rows={5} maxLength={2000} required aria-invalid={invalid('message')} aria-describedby={describedBy} />}
        </FormField>
        {hasErrors && <p className="support-form__error">{t('support.fixErrors')}</p>}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('support.sending') : t('support.send')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="support-form__error">
          {problem}
        </p>
      )}
    </section>
  );
}
