import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EventBlock } from '../../shared/content/schemas/blocks/events';
import { eventDays } from '../../shared/events/days';
import { eventChoiceIssues, type EventChoiceField } from '../../shared/events/rules';
import type { EventRegistration } from '../../shared/events/schemas';
import { errorMessage } from '../../shared/i18n/error-message';
import { formatDate } from '../../shared/i18n/dates';
import { intlLocale } from '../../shared/i18n/translator';
import { wordIssue } from '../../shared/validation/field-issue';
import { describedByOf, errorIdOf, FieldError, hintIdOf, InputField } from '../components/ui/form';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';
import { registerForEvent } from './event-client';

type Errors = Partial<Record<EventChoiceField, string>>;

/**
 * The join form: the member's email, read-only from their profile; the days, chosen from the
 * event's dates start to end; a guest's name where the event takes one; and the event terms,
 * required. A refused submit marks each field and moves focus to the first; sending disables the
 * whole form; the backend's refusal shows in an alert that takes focus and can be dismissed.
 */
export function JoinEventForm({ event, email, idPrefix, onRegistered }: { event: EventBlock; email: string; idPrefix: string; onRegistered: (registration: EventRegistration) => void }) {
  const t = useT();
  const { site } = usePageInfo();
  const locale = intlLocale(site);
  const days = eventDays(event.startDate, event.endDate);
  // A one-day event has nothing to choose.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(days.length === 1 ? days : []));
  const [plusOne, setPlusOne] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const id = (field: string) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const choice = () => ({ attendingDays: days.filter((day) => chosen.has(day)), plusOne: event.enablePlusOne ? plusOne : '', eventTermsAccepted: terms });

  async function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (sending) return;
    setAlert(null);
    const issues = eventChoiceIssues(choice(), event);
    const found: Errors = Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, wordIssue(t, issue)]));
    setErrors(found);
    const first = (['attendingDays', 'plusOne', 'eventTermsAccepted'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(first === 'attendingDays' ? id(`day-${days[0]}`) : id(first))?.focus();
      return;
    }
    setSending(true);
    const result = await registerForEvent({ eventId: event.eventId, ...choice() });
    setSending(false);
    if (result.ok) onRegistered(result.data);
    else setAlert(errorMessage(t, result.error));
  }

  const daysError = errors.attendingDays;
  return (
    <form method="post" className="join-event" noValidate onSubmit={submit} aria-busy={sending || undefined}>
      {alert ? (
        <div ref={alertRef} className="join-event__alert" role="alert" tabIndex={-1}>
          <p className="join-event__alert-title">{t('events.failedTitle')}</p>
          <p>{alert}</p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setAlert(null);
              submitRef.current?.focus();
            }}
          >
            {t('events.dismiss')}
          </button>
        </div>
      ) : null}
      <fieldset className="join-event__fields" disabled={sending}>
        <InputField id={id('email')} label={t('events.email')} error={undefined} type="email" value={email} readOnly describedBy={hintIdOf(id('email'))}>
          <span id={hintIdOf(id('email'))} className="form-field__hint">
            {t('events.emailHint')}
          </span>
        </InputField>
        <fieldset className="form-field join-event__days" data-invalid={daysError ? true : undefined} aria-describedby={describedByOf(daysError && errorIdOf(id('days')))}>
          <legend className="form-field__label">{t('events.days')}</legend>
          {days.map((day) => (
            <label key={day} className="checkbox" htmlFor={id(`day-${day}`)}>
              <input
                id={id(`day-${day}`)}
                type="checkbox"
                name="attendingDays"
                value={day}
                checked={chosen.has(day)}
                aria-invalid={daysError ? true : undefined}
                onChange={(change) => {
                  const next = new Set(chosen);
                  if (change.target.checked) next.add(day);
                  else next.delete(day);
                  setChosen(next);
                }}
              />
              <span>{formatDate(day, locale)}</span>
            </label>
          ))}
          <FieldError fieldId={id('days')} error={daysError} />
        </fieldset>
        {event.enablePlusOne ? (
          <InputField
            id={id('plusOne')}
            label={t('events.plusOne')}
            optional
            error={errors.plusOne}
            name="plusOne"
            autoComplete="off"
            maxLength={100}
            value={plusOne}
            describedBy={hintIdOf(id('plusOne'))}
            onChange={(change) => setPlusOne(change.target.value)}
          >
            <span id={hintIdOf(id('plusOne'))} className="form-field__hint">
              {t('events.plusOneHint')}
            </span>
          </InputField>
        ) : null}
        <div className="form-field" data-invalid={errors.eventTermsAccepted ? true : undefined}>
          <label className="checkbox" htmlFor={id('eventTermsAccepted')}>
            <input
              id={id('eventTermsAccepted')}
              type="checkbox"
              name="eventTermsAccepted"
              checked={terms}
              aria-required="true"
              aria-invalid={errors.eventTermsAccepted ? true : undefined}
              aria-describedby={describedByOf(errors.eventTermsAccepted && errorIdOf(id('eventTermsAccepted')))}
              onChange={(change) => setTerms(change.target.checked)}
            />
            <span>{t('events.terms')}</span>
          </label>
          <FieldError fieldId={id('eventTermsAccepted')} error={errors.eventTermsAccepted} />
        </div>
        <button ref={submitRef} type="submit" className="button join-event__submit">
          {sending ? t('events.sending') : event.submitCtaLabel}
        </button>
      </fieldset>
    </form>
  );
}
