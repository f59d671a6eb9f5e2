import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { LoyaltyEntry, LoyaltySummary } from '../../../shared/loyalty/schemas';
import type { ProgrammeOffer, RewardsPageModel } from '../../../shared/loyalty/rewards-page';
import { formatDate } from '../../../shared/i18n';
import type { Translate } from '../../../shared/i18n';
import { formatDecimal, formatMoney, MINUS_SIGN } from '../../../shared/format';
import { AccountLayout } from '../../account';
import { CanvasSections } from '../../app/CanvasSections';
import { usePageInfo } from '../../state/PageContext';
import { useStore } from '../../state/StoreContext';
import { useLocale, useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';
import { joinBodyOf, joinProgramme, readBalance, readSummary } from '../rewards-client';

/** A movement's points with its sign always written, the minus the typographic one: "+500", "−1,000". */
function signedPoints(points: number, locale: string): string {
  return `${points < 0 ? MINUS_SIGN : '+'}${formatDecimal(Math.abs(points), locale, 0)}`;
}

/** What moved the points, in words, naming the order where there is one (a purchase in store has none online). */
function causeOf(t: Translate, entry: LoyaltyEntry): string {
  if (entry.type === 'welcome') return t('rewards.cause.welcome');
  if (entry.type === 'earned' && !entry.orderNo) return t('rewards.cause.earnedInStore');
  return t(`rewards.cause.${entry.type}`, { orderNo: entry.orderNo ?? '' });
}

/** A voucher's state said in words: ready, how many points are missing, or waiting on the membership's confirmation. */
function voucherState(t: Translate, voucher: LoyaltySummary['vouchers'][number], balance: number): string {
  if (!voucher.available) return t('rewards.voucherMissing', { count: voucher.points - balance });
  return voucher.eligible ? t('rewards.voucherReady') : t('rewards.voucherUnconfirmed');
}

function MemberSummary({ member, headingRef }: { member: LoyaltySummary; headingRef: RefObject<HTMLHeadingElement> }) {
  const t = useT();
  const locale = useLocale();
  const { site } = usePageInfo();
  const money = { currency: member.currency, language: site.language };
  return (
    <div className="rewards">
      <section aria-labelledby="rewards-balance">
        <h2 id="rewards-balance" ref={headingRef} tabIndex={-1}>
          {t('rewards.balanceHeading')}
        </h2>
        <p className="rewards__balance" data-testid="rewards-balance">
          {t('rewards.balance', { count: member.balance })}
        </p>
        <p>{t('rewards.memberId', { memberId: member.memberId })}</p>
      </section>
      <section aria-labelledby="rewards-vouchers">
        <h2 id="rewards-vouchers">{t('rewards.vouchersHeading')}</h2>
        <ul className="rewards__vouchers" data-testid="rewards-vouchers">
          {member.vouchers.map((voucher) => (
            <li key={voucher.points} className={voucher.available && voucher.eligible ? 'rewards__voucher rewards__voucher--ready' : 'rewards__voucher'}>
              <strong>{t('rewards.voucher', { amount: formatMoney(voucher.amountInCurrency, money), points: formatDecimal(voucher.points, locale, 0) })}</strong>
              <span>{voucherState(t, voucher, member.balance)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rewards-history">
        <h2 id="rewards-history">{t('rewards.historyHeading')}</h2>
        {member.history.length === 0 ? (
          <p>{t('rewards.historyEmpty')}</p>
        ) : (
          <table className="orders__table" data-testid="rewards-history" aria-labelledby="rewards-history">
            <thead>
              <tr>
                <th scope="col">{t('rewards.historyDate')}</th>
                <th scope="col">{t('rewards.historyPoints')}</th>
                <th scope="col">{t('rewards.historyCause')}</th>
              </tr>
            </thead>
            <tbody>
              {member.history.map((entry) => (
                <tr key={entry.entryId}>
                  <td data-label={t('rewards.historyDate')}>{formatDate(entry.createdAt, locale)}</td>
                  <td data-label={t('rewards.historyPoints')}>{signedPoints(entry.points, locale)}</td>
                  <td data-label={t('rewards.historyCause')}>{causeOf(t, entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/** What the programme gives a shopper who has not joined, and the action that joins it. */
function Offer({ offer, onJoin, busy, failed }: { offer: ProgrammeOffer; onJoin: () => void; busy: boolean; failed: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { site } = usePageInfo();
  return (
    <section className="rewards" aria-labelledby="rewards-offer">
      <h2 id="rewards-offer">{t('rewards.offerHeading')}</h2>
      <p>{t('rewards.offerIntro', { points: formatDecimal(offer.welcomePoints, locale, 0) })}</p>
      <h3>{t('rewards.offerVouchers')}</h3>
      <ul className="rewards__vouchers">
        {offer.vouchers.map((voucher) => (
          <li key={voucher.points} className="rewards__voucher">
            {t('rewards.voucher', { amount: formatMoney(voucher.amountInCurrency, { currency: offer.currency, language: site.language }), points: formatDecimal(voucher.points, locale, 0) })}
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="form-error">
          {t('rewards.joinFailed')}
        </p>
      ) : null}
      <button type="button" className="button button--primary" disabled={busy} onClick={onJoin}>
        {busy ? t('rewards.joining') : t('rewards.join')}
      </button>
    </section>
  );
}

/**
 * The account's XPLR Pass section: a member's balance, vouchers and points history; for a shopper
 * who has not joined, the offer and joining it in place (the page then shows the new balance, with
 * focus on it). Where the site has switched the programme off, only the CMS content shows.
 */
export function RewardsPage({ canvas, programme }: RewardsPageModel) {
  const t = useT();
  const { toasts } = useStore();
  const [member, setMember] = useState(programme?.member ?? null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const balanceHeading = useRef<HTMLHeadingElement>(null);
  const justJoined = useRef(false);

  // The offer and its button are gone once the shopper joins: they continue at their new balance.
  useEffect(() => {
    if (!justJoined.current) return;
    justJoined.current = false;
    balanceHeading.current?.focus();
  }, [member]);

  async function join() {
    setBusy(true);
    setFailed(false);
    const joined = await joinProgramme(joinBodyOf(window.location.search));
    const summary = joined.ok ? await readSummary() : null;
    setBusy(false);
    if (!summary?.ok) {
      setFailed(true);
      return;
    }
    justJoined.current = true;
    setMember(summary.data);
    toasts.show({ kind: 'success', title: t('rewards.joined') });
  }

  return (
    <AccountLayout title={t('account.nav.loyalty')}>
      {programme?.problem ? (
        <p role="alert" data-error-id={programme.problem.errorId}>
          {t('rewards.problem')}
        </p>
      ) : programme && member ? (
        <MemberSummary member={member} headingRef={balanceHeading} />
      ) : programme ? (
        <Offer offer={programme.offer} onJoin={() => void join()} busy={busy} failed={failed} />
      ) : null}
      {canvas ? <CanvasSections canvas={canvas} /> : null}
    </AccountLayout>
  );
}

// The header menu's balance lives with the page it links to, so opening the menu loads a chunk the
// page registry names already and no page's first load grows by another file's name.
/**
 * The header account menu's line for a member: their balance, linking to the Rewards page. Read
 * each time the menu opens (the answer is the shopper's own and never cached); nothing for a
 * shopper who is no member, a site without the programme, or a failed read.
 */
export async function menuPoints(show: (line: ReactNode) => void) {
  const result = await readBalance();
  show(result.ok && result.data.balance !== null ? <PointsLine balance={result.data.balance} /> : null);
}

function PointsLine({ balance }: { balance: number }) {
  const t = useT();
  const { site } = usePageInfo();
  return (
    <li className="account-menu__points">
      <a href={`/${site.locale}/account/loyalty`}>{t('account.loyaltyPoints', { count: balance })}</a>
    </li>
  );
}

/** How the registry's account-loyalty page draws its model. */
export const view = definePageView<'account-loyalty'>((page) => <RewardsPage {...page} />);
