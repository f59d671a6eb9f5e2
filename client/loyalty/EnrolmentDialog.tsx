import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { enrolmentTransition, initialEnrolmentState, stepNumber, type EnrolmentEvent, type EnrolmentProfile, type EnrolmentState, type EnrolmentStep } from '../../shared/loyalty/enrolment';
import type { MessageKey } from '../../shared/i18n';
import type { ConsumerProfile } from '../../shared/account/schemas/consumer';
import type { Site } from '../../shared/site';
import { accountClient, loadProfile, SignInForm, createProfileStore, type ProfileStore, ForgotPasswordForm, SignUpForm, welcomeSignedIn } from '../account';
import { InterestsStep, MobileStep, ProfileStep } from './CompleteProfileSteps';
import { LookupStep } from './LookupStep';
import { usePageInfo } from '../state/PageContext';
import { usePersonalisation } from '../decisions';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import { ENROLMENT_DIALOG } from '../dialogs/dialog-ids';

const TITLES: Readonly<Record<EnrolmentStep, MessageKey>> = {
  lookup: 'enrolment.lookupTitle',
  'sign-in': 'enrolment.signInTitle',
  'sign-up': 'enrolment.signUpTitle',
  'forgot-password': 'enrolment.forgotTitle',
  'non-loyalty': 'enrolment.nonLoyaltyTitle',
  welcome: 'enrolment.welcomeTitle',
  mobile: 'enrolment.mobileTitle',
  profile: 'enrolment.profileTitle',
  interests: 'enrolment.interestsTitle',
  success: 'enrolment.successTitle',
};

const flowProfile = (profile: ConsumerProfile): EnrolmentProfile => ({ ...profile.consumerDetails, isLoyaltyMember: profile.isLoyaltyMember });

/**
 * The simplified enrolment dialog's body. Signed out it starts at the email; signed in, at the
 * first complete-profile question for a partially enrolled profile. Each step is a form under its
 * own heading, which takes focus when the step changes; the step is announced, and Back retraces.
 */
export function EnrolmentBody({ site }: { site: Site }) {
  useSignals();
  const t = useT();
  const store = useStore();
  const { pageType } = usePageInfo();
  const { visitor } = usePersonalisation();
  const [flow, setFlow] = useState<EnrolmentState | 'loading' | 'failed'>('loading');
  const [email, setEmail] = useState('');
  const [profileStore, setProfileStore] = useState<ProfileStore | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = typeof flow === 'string' ? null : flow.step;
  const summary = store.session.summary.value;
  const signedIn = summary ? summary.type === 'Registered' : visitor.loggedIn;

  async function withProfile(then: (profile: ConsumerProfile) => void) {
    const result = await loadProfile();
    if (!result.ok) return setFlow('failed');
    setProfileStore(createProfileStore(result.data, accountClient));
    then(result.data);
  }

  useEffect(() => {
    if (!signedIn) return setFlow({ step: 'lookup', history: [] });
    void withProfile((profile) => setFlow(initialEnrolmentState({ signedIn: true, profile: flowProfile(profile) }) ?? { step: 'success', history: [] }));
  }, []);

  useEffect(() => {
    if (step) heading.current?.focus();
  }, [step]);

  const send = (event: EnrolmentEvent) => setFlow((current) => (typeof current === 'string' ? current : enrolmentTransition(current, event)));
  const saved = (profile: ConsumerProfile) => send({ type: 'saved', profile: flowProfile(profile) });

  if (flow === 'loading') return <p role="status" aria-busy="true">{t('common.loading')}</p>;
  if (flow === 'failed') return <p role="alert">{t('enrolment.failed')}</p>;

  const title = t(TITLES[flow.step]);
  let body: ReactNode;
  switch (flow.step) {
    case 'lookup':
      body = (
        <LookupStep
          initialEmail={email}
          onLookedUp={(given, exists) => {
            setEmail(given);
            send({ type: 'looked-up', exists });
          }}
        />
      );
      break;
    case 'sign-in':
      body = (
        <SignInForm
          idPrefix="enrolment"
          initialEmail={email}
          onForgotPassword={() => send({ type: 'forgot-password' })}
          onSignedIn={(session) => {
            if (welcomeSignedIn(store, pageType, t('signIn.success'), session)) void withProfile((profile) => send({ type: 'signed-in', profile: flowProfile(profile) }));
          }}
        />
      );
      break;
    case 'sign-up':
      body = <SignUpForm site={site} initialEmail={email} onCreated={() => void withProfile((profile) => send({ type: 'signed-up', profile: flowProfile(profile) }))} />;
      break;
    case 'forgot-password':
      body = <ForgotPasswordForm initialEmail={email} />;
      break;
    case 'non-loyalty':
    case 'welcome':
      body = (
        <form method="post" className="enrolment__form" onSubmit={(event) => {
          event.preventDefault();
          if (profileStore?.profile.value) saved(profileStore.profile.value);
        }}>
          <p>{t(flow.step === 'welcome' ? 'enrolment.welcomeText' : 'enrolment.nonLoyaltyText')}</p>
          <button type="submit" className="button">{t('enrolment.continue')}</button>
        </form>
      );
      break;
    case 'mobile':
      body = profileStore ? <MobileStep store={profileStore} onSaved={saved} /> : null;
      break;
    case 'profile':
      body = profileStore ? <ProfileStep store={profileStore} onSaved={saved} /> : null;
      break;
    case 'interests':
      body = profileStore ? <InterestsStep store={profileStore} onSaved={saved} onSkip={() => send({ type: 'next' })} /> : null;
      break;
    case 'success':
      body = (
        <div className="enrolment__form">
          <p>{t('enrolment.successText')}</p>
          <button type="button" className="button" onClick={() => store.dialogs.close(ENROLMENT_DIALOG)}>{t('enrolment.done')}</button>
        </div>
      );
      break;
  }

  return (
    <section className="enrolment" data-step={stepNumber(flow.step)} aria-labelledby="enrolment-step-title">
      <p className="visually-hidden" role="status">{t('enrolment.progress', { number: stepNumber(flow.step), title })}</p>
      <h3 id="enrolment-step-title" ref={heading} tabIndex={-1} className="enrolment__title">{title}</h3>
      {body}
      {flow.history.length > 0 ? (
        <button type="button" className="link-button enrolment__back" onClick={() => send({ type: 'back' })}>
          {t('enrolment.back')}
        </button>
      ) : null}
    </section>
  );
}
