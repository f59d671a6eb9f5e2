import { useId, useState } from 'react';
import { errorMessage, formatDate } from '../../shared/i18n';
import { subscriptionState } from '../../shared/account/subscription-state';
import type { Subscription } from '../../shared/validation/subscription';
import type { ProfileStore } from './profile-store';
import { useLocale, useT } from '../state/i18n';
import { FormStatus, type FormOutcome } from './FormStatus';
import { changeSubscription } from './newsletter-client';

/**
 * Every subscription of the account's email, each with where it stands (subscribed, waiting for
 * its mailed link, unsubscribed), whether it was confirmed by mail, and its date, with a switch:
 * unsubscribing records the date; subscribing again where the market asks for confirmation waits
 * for a new link. Offers by SMS are switched on in the notifications form, with their terms.
 */
export function SubscriptionsList({ store }: { store: ProfileStore }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });
  const subscriptions = store.profile.value?.subscriptions ?? [];

  async function toggle(item: Subscription, optin: boolean) {
    setOutcome({ kind: 'busy' });
    const result = await changeSubscription({ type: item.type, channel: item.channel, optin });
    const current = store.profile.value;
    if (result.ok && current) store.profile.value = { ...current, subscriptions: result.data.subscriptions };
    setOutcome(result.ok ? { kind: 'done', message: t('account.subscriptionSaved') } : { kind: 'error', message: errorMessage(t, result.error) });
  }

  return (
    <section className="account-card subscriptions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-form__title">{t('account.subscriptions')}</h2>
      {subscriptions.length === 0 ? <p>{t('account.subscriptionsEmpty')}</p> : null}
      <ul className="subscriptions__list">
        {subscriptions.map((item) => {
          const state = subscriptionState(item);
          const name = `${t(`account.subscriptionType.${item.type}`)} ${t(`account.subscriptionChannel.${item.channel}`)}`;
          const date = state === 'subscribed' ? item.optinDate : item.optoutDate;
          return (
            <li key={`${item.type}-${item.channel}`} className="subscriptions__item" data-testid={`subscription-${item.type}-${item.channel}`}>
              <div>
                <h3 className="subscriptions__name">{name}</h3>
                <p className={`subscriptions__state subscriptions__state--${state}`}>{t(`account.subscriptionState.${state}`)}</p>
                {state === 'pending' ? <p>{t('account.subscriptionAwaitsLink')}</p> : null}
                {date && state !== 'pending' ? <p>{t(state === 'subscribed' ? 'account.subscriptionSince' : 'account.subscriptionEnded', { date: formatDate(date, locale) })}</p> : null}
                {item.doubleOptin && state === 'subscribed' ? <p>{t('account.subscriptionDoubleOptIn')}</p> : null}
              </div>
              {state === 'unsubscribed' && item.channel === 'sms' ? null : (
                <button
                  type="button"
                  className="account-form__submit subscriptions__toggle"
                  disabled={outcome.kind === 'busy'}
                  aria-label={t(state === 'unsubscribed' ? 'account.resubscribe' : 'account.unsubscribe', { name })}
                  onClick={() => void toggle(item, state === 'unsubscribed')}
                >
                  {t(state === 'unsubscribed' ? 'account.resubscribeShort' : 'account.unsubscribeShort')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <FormStatus outcome={outcome} />
    </section>
  );
}
