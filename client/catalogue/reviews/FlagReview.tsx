import { useId, useState } from 'react';
import { FLAG_REASONS } from '../../../shared/catalogue/reviews-limits';
import { errorMessage, type MessageKey } from '../../../shared/i18n';
import { flagReview, type FlagReason } from './review-actions';
import { useT } from '../../state/i18n';

const REASON_LABELS: Record<FlagReason, MessageKey> = { inappropriate: 'reviews.reasonInappropriate', spam: 'reviews.reasonSpam', 'off-topic': 'reviews.reasonOffTopic', other: 'reviews.reasonOther' };

/** 'Report' opens a reason picker; the flag is sent with the chosen reason. */
export function FlagReview({ productId, reviewId }: { productId: string; reviewId: string }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason>('inappropriate');
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | string>('idle');

  if (status === 'done') return <p className="flag__done" role="status">{t('reviews.reportDone')}</p>;
  return (
    <div className="flag">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen(!open)}>
        {t('reviews.report')}
      </button>
      {open ? (
        <form
          id={`${id}-form`}
          className="flag__form"
          onSubmit={(event) => {
            event.preventDefault();
            setStatus('sending');
            void flagReview(productId, reviewId, reason).then((result) => setStatus(result.ok ? 'done' : errorMessage(t, result.error)));
          }}
        >
          <label htmlFor={`${id}-reason`}>{t('reviews.reason')}</label>
          <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as FlagReason)}>
            {FLAG_REASONS.map((value) => (
              <option key={value} value={value}>{t(REASON_LABELS[value])}</option>
            ))}
          </select>
          <button type="submit" className="button button--small" disabled={status === 'sending'}>{t('reviews.sendReport')}</button>
          {status !== 'idle' && status !== 'sending' ? <p className="form-error" role="alert">{status}</p> : null}
        </form>
      ) : null}
    </div>
  );
}
