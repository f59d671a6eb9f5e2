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
  return (
    <div className="votes" role="group" aria-label={`Was ${subject} helpful?`}>
      <span className="votes__label" aria-hidden="true">Helpful?</span>
      <button type="button" className="votes__button" aria-pressed={myVote === 'helpful'} disabled={busy} onClick={() => onVote(true)}>
        {`Yes (${helpfulCount})`}
      </button>
      <button type="button" className="votes__button" aria-pressed={myVote === 'not-helpful'} disabled={busy} onClick={() => onVote(false)}>
        {`No (${notHelpfulCount})`}
      </button>
    </div>
  );
}
