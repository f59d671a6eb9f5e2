import { onDemand } from '#on-demand';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { QUESTION_MAX } from '../../../shared/catalogue/reviews-limits';
import { validateEmail } from '../../../shared/validation/email';
import { Dialog } from '../../components/Dialog';
import { api, callApi } from '../../api';
import { useStore } from '../../state/StoreContext';
import { useT, validationMessage } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';

export const ASK_QUESTION_DIALOG = 'ask-question';

/** Ask a question, and its success: one dialog, whose title and body turn to the success state. */
export function AskQuestionDialog({ productId, productName }: { productId: string; productName: string }) {
  useSignals();
  const t = useT();
  const { dialogs } = useStore();
  const [sent, setSent] = useState(false);
  const phase = dialogs.phase(ASK_QUESTION_DIALOG);
  // Asking again starts from an empty form.
  useEffect(() => {
    if (phase === 'closed') setSent(false);
  }, [phase]);
  return (
    <Dialog id={ASK_QUESTION_DIALOG} title={sent ? t('question.sentTitle') : t('question.title')}>
      {sent ? <AskQuestionSuccess /> : <AskQuestionForm productId={productId} productName={productName} onSent={() => setSent(true)} />}
    </Dialog>
  );
}

function AskQuestionSuccess() {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  // The form that had focus is gone: focus the message so it is read out.
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} className="ask-question__success" role="status">
      {t('question.sent')}
    </p>
  );
}

const FIELDS = ['text', 'author', 'email'] as const;
type Field = (typeof FIELDS)[number];

function AskQuestionForm({ productId, productName, onSent }: { productId: string; productName: string; onSent: () => void }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ text: '', author: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | { message: string }>('idle');
  const formRef = useRef<HTMLFormElement>(null);

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const text = values.text.trim();
    if (!text) found.text = t('validation.required');
    else if (text.length < 10) found.text = t('validation.minLength', { min: 10 });
    const author = values.author.trim();
    if (author.length < 2) found.author = author ? t('validation.minLength', { min: 2 }) : t('validation.required');
    const email = validateEmail(values.email);
    if (email) found.email = validationMessage(t, email);
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    // The schema (and zod) load with the first submit; a failed load leaves the form as it is.
    const body = Object.keys(found).length > 0 ? null : await onDemand.reviewSchemas().then(({ QuestionInputSchema }) => QuestionInputSchema.safeParse({ ...values, email: values.email.trim() }), () => null);
    if (!body?.success) {
      // By id, not aria-invalid: the DOM has not re-rendered with the new errors yet.
      const first = FIELDS.find((name) => found[name]) ?? 'text';
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    setStatus('sending');
    const result = await callApi(api.reviews.askQuestion, { params: { productId }, body: body.data });
    if (result.ok) onSent();
    else setStatus({ message: errorMessage(t, result.error) });
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const error = (name: Field) => (errors[name] ? <p id={`${id}-${name}-error`} className="form-error">{errors[name]}</p> : null);
  return (
    <form ref={formRef} className="ask-question" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="dialog__intro">{t('question.about', { name: productName })}</p>
      <label htmlFor={`${id}-text`}>{t('question.yourQuestion')}</label>
      <textarea {...field('text')} rows={4} maxLength={QUESTION_MAX} />
      {error('text')}
      <label htmlFor={`${id}-author`}>{t('common.yourName')}</label>
      <input {...field('author')} maxLength={30} autoComplete="nickname" />
      {error('author')}
      <label htmlFor={`${id}-email`}>{t('common.emailAddress')}</label>
      <input {...field('email')} type="email" maxLength={100} autoComplete="email" />
      {error('email')}
      <button type="submit" className="button" disabled={status === 'sending'}>{t('question.send')}</button>
      {typeof status === 'object' ? <p className="form-error" role="alert">{status.message}</p> : null}
    </form>
  );
}
