import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { enrolmentTransition, initialEnrolmentState, stepNumber, type EnrolmentEntry, type EnrolmentEvent, type EnrolmentProfile, type EnrolmentState, type EnrolmentStep } from '../../shared/loyalty/enrolment';
import type { MessageKey } from '../../shared/i18n';
import type { ConsumerProfile } from '../../shared/account/schemas/consumer';
import type { Site } from '../../shared/site';
import { accountClient, loadProfile, SignInForm, createProfileStore, type ProfileStore, ForgotPasswordForm, SignUpForm, welcomeSignedIn } from '../account';
import { InterestsStep, MobileStep, ProfileStep } from './CompleteProfileSteps';
import { LookupStep } from './LookupStep';
import { JoinStep, SuccessStep, WelcomeStep } from './LoyaltySteps';
import { usePageInfo } from '../state/PageContext';
import { usePersonalisation } from '../decisions';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

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

export interface EnrolmentBodyProps {
  site: Site;
  /** The dialog the flow runs in, which closes when the flow ends. */
  dialogId: string;
  /** The programme's own flow (the loyalty sign-up): a signed-in non-member is offered to join, a new account joins at sign-up. */
  offersLoyalty?: boolean;
  /** The step a `#modal=` link opened the flow at. */
  entry?: EnrolmentEntry;
}

/**
 * The enrolment dialog's body, its steps driven by the enrolment step machine. Signed out it
 * starts at the email; signed in, at the offer to join (the programme's flow, for a non-member)
 * or the first complete-profile question, so a partially enrolled profile resumes where it
 * stopped. When the flow has nothing (more) to show, the dialog closes. Each step is a form under
 * its own heading, which takes focus when the step changes; the step is announced, and Back retraces.
 */
export function EnrolmentBody({ site, dialogId, offersLoyalty = false, entry }: EnrolmentBodyProps) {
  useSignals();
  const t = useT();
  const store = useStore();
  const { pageType } = usePageInfo();
  const { visitor } = usePersonalisation();
  const [flow, setFlow] = useState<EnrolmentState | 'loading' | 'failed'>('loading');
  const [email, setEmail] = useState('');
  const [member, setMember] = useState(false);
  const [profileStore, setProfileStore] = useState<ProfileStore | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = typeof flow === 'string' ? null : flow.step;
  const summary = store.session.summary.value;
  const signedIn = summary ? summary.type === 'Registered' : visitor.loggedIn;
  const close = () => store.dialogs.close(dialogId);

  async function withProfile(then: (profile: ConsumerProfile) => void) {
    const result = await loadProfile();
    if (!result.ok) return setFlow('failed');
    setProfileStore(createProfileStore(result.data, accountClient));
    setMember(result.data.isLoyaltyMember);
    then(result.data);
  }

  /** The flow's next state; none means it is over, and the dialog closes. */
  const settle = (next: EnrolmentState | null) => {
    if (next) return setFlow(next);
    setFlow('loading');
    close();
  };

  useEffect(() => {
    if (!signedIn) return settle(initialEnrolmentState({ signedIn: false, offersLoyalty, ...(entry ? { entry } : {}) }));
    void withProfile((profile) => settle(initialEnrolmentState({ signedIn: true, profile: flowProfile(profile), offersLoyalty, ...(entry ? { entry } : {}) })));
  }, []);

  useEffect(() => {
    if (step) heading.current?.focus();
  }, [step]);

  const send = (event: EnrolmentEvent) => {
    if (typeof flow !== 'string') settle(enrolmentTransition(flow, event));
  };
  const saved = (profile: ConsumerProfile) => send({ type: 'saved', profile: flowProfile(profile) });
  const goOn = () => {
    if (profileStore?.profile.value) saved(profileStore.profile.value);
  };

  if (flow === 'loading') return <p role="status" aria-busy="true">{t('common.loading')}</p>;
  if (flow === 'failed') return <p role="alert">{t('enrolment.failed')}</p>;

  const title = t(titleOf(flow, member));
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
      body = <SignUpForm site={site} loyalty={offersLoyalty} initialEmail={email} onCreated={() => void withProfile((profile) => send({ type: 'signed-up', profile: flowProfile(profile) }))} />;
      break;
    case 'forgot-password':
      body = <ForgotPasswordForm initialEmail={email} />;
      break;
    case 'non-loyalty':
      body = flow.offersLoyalty ? (
        <JoinStep onJoined={() => void withProfile(() => send({ type: 'joined' }))} onDeclined={goOn} />
      ) : (
        <form method="post" className="enrolment__form" onSubmit={(event) => {
          event.preventDefault();
          goOn();
        }}>
          <p>{t('enrolment.nonLoyaltyText')}</p>
          <button type="submit" className="button">{t('enrolment.continue')}</button>
        </form>
      );
      break;
    case 'welcome':
      body = <WelcomeStep onContinue={goOn} />;
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
      body = <SuccessStep member={member} onDone={close} />;
      break;
  }

  return (
    <section className="enrolment" data-step={stepNumber(flow.step)} aria-labelledby={`${dialogId}-step-title`}>
      <p className="visually-hidden" role="status">{t('enrolment.progress', { number: stepNumber(flow.step), title })}</p>
      <h3 id={`${dialogId}-step-title`} ref={heading} tabIndex={-1} className="enrolment__title">{title}</h3>
      {body}
      {flow.history.length > 0 ? (
        <button type="button" className="link-button enrolment__back" onClick={() => send({ type: 'back' })}>
          {t('enrolment.back')}
        </button>
      ) : null}
    </section>
  );
}

/** A step's heading: the programme's offer to join and a member's success say what they are about. */
function titleOf(flow: EnrolmentState, member: boolean): MessageKey {
  if (flow.step === 'non-loyalty' && flow.offersLoyalty) return 'enrolment.joinTitle';
  if (flow.step === 'success' && member) return 'enrolment.memberSuccessTitle';
  return TITLES[flow.step];
}
