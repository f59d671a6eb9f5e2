import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { EventBlock } from '../../shared/content/schemas/blocks/events';
import type { EventRegistration } from '../../shared/events/schemas';
import { loadProfile, SignInForm, SignUpForm, welcomeSignedIn } from '../account';
import { usePersonalisation } from '../decisions';
import { usePageInfo } from '../state/PageContext';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import { EventSteps } from './EventSteps';
import { JoinEventForm } from './JoinEventForm';

type Member = { kind: 'signed-out' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; email: string };

/**
 * The event sign-up dialog's body, in two steps. Step 1 signs the visitor in, or creates their
 * account, toggling between the two forms; once signed in it shows a check mark and step 2, the
 * join form, under its heading, which takes focus. A member already signed in starts at step 2.
 * Registering ends on the event's confirmation, whose heading takes focus, with a close button.
 */
export function EventSignUpBody({ event, dialogId }: { event: EventBlock; dialogId: string }) {
  useSignals();
  const t = useT();
  const store = useStore();
  const { site, pageType } = usePageInfo();
  const { visitor } = usePersonalisation();
  const summary = store.session.summary.value;
  const signedIn = summary ? summary.type === 'Registered' : visitor.loggedIn;
  const [member, setMember] = useState<Member>(signedIn ? { kind: 'loading' } : { kind: 'signed-out' });
  const [view, setView] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [registered, setRegistered] = useState<EventRegistration | null>(null);
  const joinHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const movedOn = useRef(false);

  async function withProfile() {
    setMember({ kind: 'loading' });
    const result = await loadProfile();
    const email = result.ok ? result.data.consumerDetails.email : undefined;
    setMember(email ? { kind: 'ready', email } : { kind: 'failed' });
  }

  useEffect(() => {
    if (signedIn) void withProfile();
  }, []);

  useEffect(() => {
    // Focus follows the step the visitor just reached, not the one the dialog opened on.
    if (member.kind === 'ready' && movedOn.current) joinHeading.current?.focus();
  }, [member.kind]);

  useEffect(() => {
    if (registered) doneHeading.current?.focus();
  }, [registered]);

  const moveOn = () => {
    movedOn.current = true;
    void withProfile();
  };

  if (registered) {
    return (
      <div className="event-sign-up event-sign-up__done" role="status">
        <h3 ref={doneHeading} tabIndex={-1} className="event-sign-up__title">
          {event.confirmationTitle}
        </h3>
        <p>{event.confirmationSubtitle}</p>
        <button type="button" className="button" onClick={() => store.dialogs.close(dialogId)}>
          {t('common.close')}
        </button>
      </div>
    );
  }

  const accountDone = member.kind !== 'signed-out';
  return (
    <div className="event-sign-up">
      <p className="event-sign-up__event">{event.title}</p>
      <EventSteps accountDone={accountDone} />
      {accountDone ? (
        // The steps above already tick the account step: step 2 says who is signed in, under its own heading only.
        member.kind === 'ready' ? <p className="event-sign-up__signed-in">{t('events.signedInAs', { email: member.email })}</p> : null
      ) : (
        <section aria-labelledby={`${dialogId}-step-1`} className="event-sign-up__step">
          <h3 id={`${dialogId}-step-1`} className="event-sign-up__title">
            {t('events.stepAccount')}
          </h3>
          {view === 'sign-in' ? (
            <SignInForm idPrefix={`${dialogId}-sign-in`} withSignUpLink={false} onSignedIn={(session) => welcomeSignedIn(store, pageType, t('signIn.success'), session) && moveOn()} />
          ) : (
            <SignUpForm site={site} onCreated={() => store.session.summary.value?.type === 'Registered' && moveOn()} />
          )}
          <button
            ref={toggle}
            type="button"
            className="link-button event-sign-up__toggle"
            onClick={() => {
              setView(view === 'sign-in' ? 'sign-up' : 'sign-in');
              // The toggle stays where it is: focus stays on it, and reads the other view's way back.
              toggle.current?.focus();
            }}
          >
            {t(view === 'sign-in' ? 'events.toSignUp' : 'events.toSignIn')}
          </button>
        </section>
      )}
      {accountDone ? (
        <section aria-labelledby={`${dialogId}-step-2`} className="event-sign-up__step">
          <h3 id={`${dialogId}-step-2`} ref={joinHeading} tabIndex={-1} className="event-sign-up__title">
            {t('events.stepJoin')}
          </h3>
          {member.kind === 'loading' ? (
            <p role="status" aria-busy="true">
              {t('common.loading')}
            </p>
          ) : null}
          {member.kind === 'failed' ? <p role="alert">{t('events.profileFailed')}</p> : null}
          {member.kind === 'ready' ? <JoinEventForm event={event} email={member.email} idPrefix={dialogId} onRegistered={setRegistered} /> : null}
        </section>
      ) : null}
    </div>
  );
}
