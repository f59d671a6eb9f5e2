import { useId, useState } from 'react';
import { FLAG_REASONS } from '../../../shared/schemas';
import { flagReview, type FlagReason } from './review-actions';

const REASON_LABELS: Record<FlagReason, string> = { inappropriate: 'Inappropriate', spam: 'Spam', 'off-topic': 'Off topic', other: 'Other' };

/** 'Report' opens a reason picker; the flag is sent with the chosen reason. */
export function FlagReview({ productId, reviewId }: { productId: string; reviewId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason>('inappropriate');
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | string>('idle');

  if (status === 'done') return <p className="flag__done" role="status">Thanks, we will look at this review.</p>;
  return (
    <div className="flag">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen(!open)}>
        Report
      </button>
      {open ? (
        <form
          id={`${id}-form`}
          className="flag__form"
          onSubmit={(event) => {
            event.preventDefault();
            setStatus('sending');
            void flagReview(productId, reviewId, reason).then((result) => setStatus(result.ok ? 'done' : result.error.message));
          }}
        >
          <label htmlFor={`${id}-reason`}>Reason</label>
          <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as FlagReason)}>
            {FLAG_REASONS.map((value) => (
              <option key={value} value={value}>{REASON_LABELS[value]}</option>
            ))}
          </select>
          <button type="submit" className="button button--small" disabled={status === 'sending'}>Send report</button>
          {status !== 'idle' && status !== 'sending' ? <p className="form-error" role="alert">{status}</p> : null}
        </form>
      ) : null}
    </div>
  );
}
