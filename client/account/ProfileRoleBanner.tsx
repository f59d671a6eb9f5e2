import type { ConsumerProfile } from '../../shared/account/schemas/consumer';
import { formatMoney } from '../../shared/format/money';
import { profileBanner } from './role-banner';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';

/** The role banner the shopper's profile earns: an athlete's credit, an employee's cap, a professional discount. */
export function ProfileRoleBanner({ profile }: { profile: ConsumerProfile }) {
  const t = useT();
  const { site } = usePageInfo();
  const banner = profileBanner(profile);
  if (!banner) return null;
  const money = (amount: number) => formatMoney(amount, site);
  const text =
    banner.role === 'employee'
      ? t('account.bannerEmployee', { spend: money(banner.spend), cap: money(banner.cap) })
      : banner.role === 'athlete'
        ? t('account.bannerAthlete', { spend: money(banner.spend), credit: money(banner.credit) })
        : banner.role === 'ipa'
          ? t('account.bannerIpa')
          : t('account.bannerWranx');
  return <p className={`account-banner account-banner--${banner.role}`} data-role={banner.role}>{text}</p>;
}
