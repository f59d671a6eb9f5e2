import { useEffect, useState } from 'react';
import { errorMessage } from '../../shared/i18n/error-message';
import type { WelcomePromo } from '../../shared/loyalty/schemas';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';
import { Failure } from './CompleteProfileSteps';
import { joinBodyOf, joinProgramme, readBalance, readWelcome } from './rewards-client';

/*
 * The enrolment steps that belong to the programme: the offer to join (for a signed-in shopper
 * who is no member), the welcome with the site's welcome offer, and the success step that tells a
 * member what they can do now.
 */

/** The offer to join for a signed-in shopper: one step, nothing to fill in; the page's campaign codes go with it. */
export function JoinStep({ onJoined, onDeclined }: { onJoined: () => void; onDeclined: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function join() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const joined = await joinProgramme(joinBodyOf(window.location.search));
    setBusy(false);
    if (joined.ok) return onJoined();
    setFailure(errorMessage(t, joined.error));
  }

  return (
    <form
      method="post"
      className="enrolment__form"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void join();
      }}
    >
      <Failure message={failure} />
      <p>{t('enrolment.joinText')}</p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('rewards.joining') : t('enrolment.join')}
      </button>
      <button type="button" className="button button--secondary" onClick={onDeclined}>
        {t('enrolment.notNow')}
      </button>
    </form>
  );
}

type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: T };

/** Reads something once when the step shows. */
function useRead<T>(read: () => Promise<{ ok: true; data: T } | { ok: false }>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void read().then((result) => {
      if (live) setState(result.ok ? { kind: 'ready', data: result.data } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The welcome: the site's welcome offer as the backend words it (the bonus and the voucher it opens), in the site's language and currency. */
export function WelcomeStep({ onContinue }: { onContinue: () => void }) {
  const t = useT();
  const promo = useRead<WelcomePromo>(readWelcome);

  return (
    <form
      method="post"
      className="enrolment__form"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      {promo.kind === 'loading' ? (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : promo.kind === 'ready' ? (
        // The step's heading already welcomes: the offer speaks through its message, which names the bonus and the voucher in the site's currency.
        <p className="enrolment__promo" data-promotion-id={promo.data.promotionId}>
          {promo.data.message}
        </p>
      ) : null}
      <p>{t('enrolment.welcomeText')}</p>
      <button type="submit" className="button">
        {t('enrolment.continue')}
      </button>
    </form>
  );
}

/**
 * The end of the flow. A member learns their balance and where their vouchers are (the Rewards
 * page); anyone else that their details are saved.
 */
export function SuccessStep({ member, onDone }: { member: boolean; onDone: () => void }) {
  const t = useT();
  const { site } = usePageInfo();
  const balance = useRead(readBalance);
  const points = member && balance.kind === 'ready' ? balance.data.balance : null;

  return (
    <div className="enrolment__form">
      {member && balance.kind === 'loading' ? (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : points !== null ? (
        <>
          <p>{t('enrolment.memberSuccessText', { count: points })}</p>
          <p>
            <a href={`/${site.locale}/account/loyalty`}>{t('enrolment.rewardsLink')}</a>
          </p>
        </>
      ) : (
        <p>{t('enrolment.successText')}</p>
      )}
      <button type="button" className="button" onClick={onDone}>
        {t('enrolment.done')}
      </button>
    </div>
  );
}
