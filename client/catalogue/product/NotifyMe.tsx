import { useId, useRef, useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, validateEmail } from '../../../shared/validation/email';
import { api, callApi } from '../../api';
import type { SizeChoice } from './variant-state';
import { useT, validationMessage } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; email: string } | { kind: 'error'; message: string };

/** PUT /products/v1/notifications: email me when a sold-out size is back (the email checked by the shared email rules). */
export function NotifyMe({ productId, sizes, preferred, showTitle = true }: { productId: string; sizes: SizeChoice[]; preferred?: string | null; showTitle?: boolean }) {
  const t = useT();
  const id = useId();
  const [sizeCode, setSizeCode] = useState(() => sizes.find((size) => size.code === preferred)?.code ?? sizes[0]?.code ?? '');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);
  const size = sizes.find((candidate) => candidate.code === sizeCode) ?? sizes[0];
  if (!size) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEmail(email);
    setFieldError(problem && validationMessage(t, problem));
    if (problem || !size) {
      emailRef.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await callApi(api.products.notifications, { body: { email: email.trim(), productId, sku: size.sku } });
    setStatus(result.ok ? { kind: 'done', email: result.data.email } : { kind: 'error', message: errorMessage(t, result.error) });
  }

  const errorId = `${id}-error`;
  return (
    <form method="post" className="notify-me" noValidate onSubmit={(event) => void onSubmit(event)} {...(showTitle ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': t('product.notifyTitle') })}>
      {showTitle ? <h2 id={`${id}-title`} className="notify-me__title">{t('product.notifyTitle')}</h2> : null}
      {sizes.length > 1 ? (
        <>
          <label htmlFor={`${id}-size`}>{t('product.size')}</label>
          <select id={`${id}-size`} value={size.code} onChange={(event) => setSizeCode(event.target.value)}>
            {sizes.map((option) => (
              <option key={option.code} value={option.code}>{option.label}</option>
            ))}
          </select>
        </>
      ) : (
        <p className="notify-me__size">{t('product.sizeLabel', { size: size.label })}</p>
      )}
      <label htmlFor={`${id}-email`}>{t('common.emailAddress')}</label>
      <input
        ref={emailRef}
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {fieldError ? <p id={errorId} className="form-error">{fieldError}</p> : null}
      <button type="submit" className="button" disabled={status.kind === 'sending'}>{t('product.notifyMe')}</button>
      <p className="notify-me__status" role="status" aria-live="polite">
        {status.kind === 'done' ? t('product.notifyDone', { email: status.email, size: size.label }) : status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
