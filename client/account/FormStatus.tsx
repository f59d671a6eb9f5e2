/** What a form's last submit did, announced politely: a success, or an error in the alert colour. */
export type FormOutcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

export function FormStatus({ outcome }: { outcome: FormOutcome }) {
  return (
    <p className={`account-form__status${outcome.kind === 'error' ? ' account-form__status--error' : ''}`} role="status" aria-live="polite">
      {outcome.kind === 'done' || outcome.kind === 'error' ? outcome.message : ''}
    </p>
  );
}
