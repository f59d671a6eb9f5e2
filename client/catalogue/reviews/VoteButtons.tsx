import { useT } from '../../state/i18n';
export type MyVote = 'helpful' | 'not-helpful' | null | undefined;

interface VoteButtonsProps {
  helpfulCount: number;
  notHelpfulCount: number;
  myVote: MyVote;
  busy: boolean;
  onVote: (helpful: boolean) => void;
  /** What is being voted on, for screen readers ('this review', 'this answer'). */
  subject: string;
}

/** Helpful / not helpful as toggle buttons: aria-pressed is the shopper's own stored vote. */
export function VoteButtons({ helpfulCount, notHelpfulCount, myVote, busy, onVote, subject }: VoteButtonsProps) {
  const t = useT();
  return (
    <div className="votes" role="group" aria-label={t('reviews.wasHelpful', { subject })}>
      <span className="votes__label" aria-hidden="true">{t('reviews.helpful')}</span>
      <button type="button" className="votes__button" aria-pressed={myVote === 'helpful'} disabled={busy} onClick={() => onVote(true)}>
        {t('reviews.yes', { count: helpfulCount })}
      </button>
      <button type="button" className="votes__button" aria-pressed={myVote === 'not-helpful'} disabled={busy} onClick={() => onVote(false)}>
        {t('reviews.no', { count: notHelpfulCount })}
      </button>
    </div>
  );
}
