import { useT } from '../state/i18n';

/** The dialog's two steps, the first ticked once the visitor is signed in; the current one is marked for assistive technology. */
export function EventSteps({ accountDone }: { accountDone: boolean }) {
  const t = useT();
  const steps = [
    { title: t('events.stepAccount'), done: accountDone },
    { title: t('events.stepJoin'), done: false },
  ];
  const current = accountDone ? 1 : 0;
  return (
    <ol className="event-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="event-steps__step" data-done={step.done || undefined} aria-current={index === current ? 'step' : undefined}>
          <span className="event-steps__mark" aria-hidden="true">
            {step.done ? '✓' : index + 1}
          </span>
          <span>
            {step.title}
            {step.done ? <span className="visually-hidden"> ({t('events.stepDone')})</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
