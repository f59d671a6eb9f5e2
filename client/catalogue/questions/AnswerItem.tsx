import { useState } from 'react';
import type { Answer } from '../../../shared/catalogue/schemas/reviews';
import { voteOnAnswer } from '../reviews/review-actions';
import { VoteButtons } from '../reviews/VoteButtons';
import { errorMessage, formatDate } from '../../../shared/i18n';
import { useLocale, useT } from '../../state/i18n';

/** An answer with its votes (persisted by the mocks, once per shopper). */
export function AnswerItem({ productId, answer: initial }: { productId: string; answer: Answer }) {
  const t = useT();
  const locale = useLocale();
  const [answer, setAnswer] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function vote(helpful: boolean) {
    setBusy(true);
    const result = await voteOnAnswer(productId, answer.answerId, helpful);
    setBusy(false);
    if (result.ok) setAnswer({ ...answer, helpfulCount: result.data.helpfulCount, notHelpfulCount: result.data.notHelpfulCount, myVote: result.data.myVote });
    setError(result.ok ? null : errorMessage(t, result.error));
  }

  return (
    <li className="answer" data-answer-id={answer.answerId}>
      <p className="answer__text">{answer.text}</p>
      <p className="answer__meta">
        {answer.author}
        {answer.isStaff ? <span className="answer__staff">{` · ${t('questions.staff')}`}</span> : null}
        {' · '}
        <time dateTime={answer.createdAt}>{formatDate(answer.createdAt, locale)}</time>
      </p>
      <VoteButtons helpfulCount={answer.helpfulCount} notHelpfulCount={answer.notHelpfulCount} myVote={answer.myVote} busy={busy} onVote={(helpful) => void vote(helpful)} subject={t('reviews.thisAnswer')} />
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </li>
  );
}
