import { onDemand } from '#on-demand';
import { useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '../../../shared/catalogue/reviews-limits';
import { errorMessage, type Translate } from '../../../shared/i18n';
import { useT, validationMessage } from '../../state/i18n';
import { api, callApi } from '../../api';
import type { ErrorId } from '../../../shared/errors';


const FIELDS = ['rating', 'title', 'body', 'author'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

function validate(t: Translate, values: { rating: number; title: string; body: string; author: string }): Errors {
  const errors: Errors = {};
  if (!values.rating) errors.rating = t('reviews.chooseRating');
  if (!values.title.trim()) errors.title = t('validation.required');
  if (!values.body.trim()) errors.body = t('validation.required');
  // REV410 in the words the server answers with too; neither names the bound, which is not shown.
  else if (values.body.trim().length > REVIEW_BODY_MAX) errors.body = t('reviews.tooLong');
  if (values.author.trim().length < 2) errors.author = values.author.trim() ? t('validation.minLength', { min: 2 }) : t('validation.required');
  return errors;
}

/** The write-a-review form: rating, title, body and name; new reviews await moderation. */
export function WriteReviewForm({ productId }: { productId: string }) {
  const t = useT();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [author, setAuthor] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | { message: string }>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  // By id, not aria-invalid: the DOM has not re-rendered with the new errors yet.
  const focusField = (field: Field) => formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${field}`)}`)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { rating, title, body, author };
    const found = validate(t, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusField(FIELDS.find((name) => found[name]) ?? 'rating');
      return;
    }
    setStatus('sending');
    // The schema (and zod) load with the first submit that passes the form's own checks.
    const input = await onDemand.reviewSchemas().then(({ ReviewInputSchema }) => ReviewInputSchema.safeParse(values), () => null);
    if (!input) return setStatus({ message: t('apiError.GEN500') });
    setStatus('idle');
    if (!input.success) return setErrors({ body: input.error.issues[0] ? validationMessage(t, input.error.issues[0].message) : t('validation.required') });
    setStatus('sending');
    const result = await callApi(api.reviews.writeReview, { params: { productId }, body: input.data });
    if (result.ok) return setStatus('done');
    // The server's word wins: REV410 lands on the body field, anything else above the button.
    if (result.error.errorId === ('REV410' satisfies ErrorId)) {
      setErrors({ body: errorMessage(t, result.error) });
      setStatus('idle');
      focusField('body');
      return;
    }
    setStatus({ message: errorMessage(t, result.error) });
  }

  if (status === 'done') return <p className="write-review__done" role="status">{t('reviews.pending')}</p>;
  const describe = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: Field) => (errors[field] ? <p id={`${id}-${field}-error`} className="form-error">{errors[field]}</p> : null);
  return (
    <form ref={formRef} className="write-review" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title-heading`}>
      <h3 id={`${id}-title-heading`}>{t('reviews.write')}</h3>
      <fieldset className="write-review__rating" aria-describedby={describe('rating')}>
        <legend>{t('reviews.yourRating')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="write-review__star">
            <input type="radio" id={value === 1 ? `${id}-rating` : undefined} name={`${id}-rating`} value={value} checked={rating === value} onChange={() => setRating(value)} />
            {t('reviews.stars', { count: value })}
          </label>
        ))}
        {error('rating')}
      </fieldset>
      <label htmlFor={`${id}-title`}>{t('reviews.reviewTitle')}</label>
      <input id={`${id}-title`} value={title} maxLength={REVIEW_TITLE_MAX} aria-invalid={errors.title ? true : undefined} aria-describedby={describe('title')} onChange={(event) => setTitle(event.target.value)} />
      {error('title')}
      <label htmlFor={`${id}-body`}>{t('reviews.review')}</label>
      <textarea id={`${id}-body`} rows={5} value={body} aria-invalid={errors.body ? true : undefined} aria-describedby={describe('body')} onChange={(event) => setBody(event.target.value)} />
      {error('body')}
      <label htmlFor={`${id}-author`}>{t('common.yourName')}</label>
      <input id={`${id}-author`} value={author} maxLength={30} autoComplete="nickname" aria-invalid={errors.author ? true : undefined} aria-describedby={describe('author')} onChange={(event) => setAuthor(event.target.value)} />
      {error('author')}
      <button type="submit" className="button" disabled={status === 'sending'}>{t('reviews.submit')}</button>
      {typeof status === 'object' ? <p className="form-error" role="alert">{status.message}</p> : null}
    </form>
  );
}
