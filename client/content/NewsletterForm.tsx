import { onDemandCode } from '#on-demand-code';
import { useId, useRef, useState, type FormEvent } from 'react';
import { validateEmail } from '../../shared/validation/email';
import { useT, validationMessage } from '../state/i18n';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' | 'error'; message: string };

/**
 * Footer newsletter form (the newsletter pop-up leads here): validates the email by the shared
 * email rules, signs it up through the storefront and announces what that came to: subscribed,
 * waiting for the mailed link, or already subscribed.
 */
export function NewsletterForm({ title, text }: { title?: string | undefined; text?: string | undefined }) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEmail(email);
    setFieldError(problem && validationMessage(t, problem));
    if (problem) {
      setStatus({ kind: 'idle' });
      // The message is the input's description, so focusing it reads the message out.
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    // The request's code loads with the first valid submit: most page views never subscribe.
    const subscribe = await onDemandCode.newsletterSubscribe().catch(() => null);
    setStatus(subscribe ? await subscribe.subscribeToNewsletter(email, t) : { kind: 'error', message: t('newsletter.failed') });
  }

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  return (
    <form method="post" id="footer-newsletter" className="newsletter-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter-form__title">{title ?? t('newsletter.title')}</h2>
      {text ? <p className="newsletter-form__text">{text}</p> : null}
      <label className="newsletter-form__label" htmlFor={inputId}>{t('common.emailAddress')}</label>
      <div className="newsletter-form__row">
        <input
          ref={inputRef}
          id={inputId}
          className="newsletter-form__input"
          type="email"
          name="email"
          autoComplete="email"
          maxLength={100}
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="newsletter-form__submit" disabled={status.kind === 'sending'}>{t('newsletter.subscribe')}</button>
      </div>
      {fieldError ? <p id={errorId} className="newsletter-form__error">{fieldError}</p> : null}
      <p className="newsletter-form__status" role="status" aria-live="polite">
        {'message' in status ? status.message : ''}
      </p>
    </form>
  );
}
