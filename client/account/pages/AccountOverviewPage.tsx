import type { ParsedCanvas } from '../../../shared/page';
import type { ConsumerProfile } from '../../../shared/account/schemas/consumer';
import type { MessageKey } from '../../../shared/i18n';
import { AccountLayout } from '../AccountLayout';
import { AccountProblem } from '../AccountProblem';
import { ProfileRoleBanner } from '../ProfileRoleBanner';
import { SignOutEverywhere } from '../SignOutEverywhere';
import { CanvasSections } from '../../app/CanvasSections';
import { usePageInfo } from '../../state/PageContext';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

export interface AccountOverviewPageProps {
  canvas: ParsedCanvas | null;
  profile: ConsumerProfile | null;
  problem: { errorId: string; message: string } | null;
  /** Whether the site runs XPLR Pass; off, no points show. */
  loyaltyProgramme: boolean;
}

/** The other sections, each one link; their pages belong to their own areas. */
const SECTION_LINKS: ReadonlyArray<{ path: string; label: MessageKey }> = [
  { path: 'account/profile', label: 'account.nav.profile' },
  { path: 'account/addresses', label: 'account.nav.addresses' },
  { path: 'account/payment', label: 'account.nav.payment' },
  { path: 'account/orders', label: 'account.nav.orders' },
  { path: 'account/loyalty', label: 'account.nav.loyalty' },
];

/** /account: the greeting, a member's points, the role banner the profile earns, the way to each section and signing out everywhere. */
export function AccountOverviewPage({ canvas, profile, problem, loyaltyProgramme }: AccountOverviewPageProps) {
  const t = useT();
  const { site } = usePageInfo();
  const firstName = profile?.consumerDetails.firstName;
  return (
    <AccountLayout title={firstName ? t('account.greeting', { name: firstName }) : t('account.greetingNoName')}>
      {profile ? (
        <>
          {loyaltyProgramme && profile.isLoyaltyMember && profile.loyaltySummary ? <p className="account-points">{t('account.loyaltyPoints', { count: profile.loyaltySummary.points.balance })}</p> : null}
          <ProfileRoleBanner profile={profile} />
        </>
      ) : (
        <AccountProblem problem={problem} />
      )}
      <nav aria-label={t('account.sections')}>
        <ul className="account-links">
          {SECTION_LINKS.map(({ path, label }) => (
            <li key={path}>
              <a href={`/${site.locale}/${path}`}>{t(label)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <SignOutEverywhere />
      {canvas ? <CanvasSections canvas={canvas} /> : null}
    </AccountLayout>
  );
}

/** How the registry's account page draws its model. */
export const view = definePageView<'account'>((page) => <AccountOverviewPage {...page} />);
