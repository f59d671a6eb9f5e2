import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ParsedCanvas } from '../../../shared/page';
import type { ConsumerProfile } from '../../../shared/account/schemas/consumer';
import { accountClient } from '../account-client';
import { createProfileStore } from '../profile-store';
import { AccountLayout } from '../AccountLayout';
import { AccountProblem } from '../AccountProblem';
import { BasicInfoForm } from '../BasicInfoForm';
import { ChangePasswordForm } from '../ChangePasswordForm';
import { NotificationsForm } from '../NotificationsForm';
import { PreferencesForm } from '../PreferencesForm';
import { SubscriptionsList } from '../SubscriptionsList';
import { CanvasSections } from '../../app/CanvasSections';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

export interface ProfilePageProps {
  canvas: ParsedCanvas | null;
  profile: ConsumerProfile | null;
  problem: { errorId: string; message: string } | null;
}

/** /account/profile: the shopper's details as the server read them, and the forms that change them. */
export function ProfilePage({ canvas, profile, problem }: ProfilePageProps) {
  useSignals();
  const t = useT();
  // One store per page: the profile is this shopper's alone.
  const [store] = useState(() => createProfileStore(profile, accountClient));
  const current = store.profile.value;
  const details = current?.consumerDetails;
  const name = [details?.firstName, details?.lastName].filter(Boolean).join(' ');
  return (
    <AccountLayout title={t('account.nav.profile')}>
      {current && details ? (
        <>
          <section className="account-card" aria-labelledby="profile-details-title">
            <h2 id="profile-details-title" className="account-form__title">{t('account.profileDetails')}</h2>
            <dl className="account-details">
              <dt>{t('account.profileEmail')}</dt>
              <dd>{details.email}</dd>
              <dt>{t('account.profileName')}</dt>
              <dd data-testid="profile-name">{name || t('account.profileNotSet')}</dd>
            </dl>
          </section>
          <BasicInfoForm store={store} />
          <PreferencesForm store={store} />
          <NotificationsForm store={store} />
          <SubscriptionsList store={store} />
          <ChangePasswordForm />
        </>
      ) : (
        <AccountProblem problem={problem} />
      )}
      {canvas ? <CanvasSections canvas={canvas} /> : null}
    </AccountLayout>
  );
}

/** How the registry's account-profile page draws its model. */
export const view = definePageView<'account-profile'>((page) => <ProfilePage {...page} />);
