import { formatMoney } from '../../shared/format';
import { voucherAmount, VOUCHER_POINTS, WELCOME_BONUS_POINTS } from '../../shared/loyalty/programme';
import type { WelcomePromo } from '../../shared/loyalty/schemas';
import type { Site } from '../../shared/site';

/*
 * The programme's welcome offer, as the loyalty backend words it for a member's site: the bonus
 * every new member gets and the first voucher it opens, in the site's language and currency.
 */

type Copy = { title: string; message: (points: string, amount: string, voucherPoints: string) => string };

const COPY: Readonly<Record<string, Copy>> = {
  en: {
    title: 'Welcome to XPLR Pass',
    message: (points, amount, voucherPoints) => `${points} bonus points are already in your account. At ${voucherPoints} points you can take ${amount} off your next order.`,
  },
  fr: {
    title: 'Bienvenue dans XPLR Pass',
    message: (points, amount, voucherPoints) => `${points} points de bienvenue sont déjà sur votre compte. Dès ${voucherPoints} points, profitez de ${amount} de réduction sur votre prochaine commande.`,
  },
  de: {
    title: 'Willkommen bei XPLR Pass',
    message: (points, amount, voucherPoints) => `${points} Bonuspunkte sind bereits auf Ihrem Konto. Ab ${voucherPoints} Punkten sparen Sie ${amount} bei Ihrer nächsten Bestellung.`,
  },
  nb: {
    title: 'Velkommen til XPLR Pass',
    message: (points, amount, voucherPoints) => `${points} bonuspoeng er allerede på kontoen din. Med ${voucherPoints} poeng får du ${amount} i rabatt på neste bestilling.`,
  },
};

/** The welcome offer for a site. */
export function welcomePromo(site: Site): WelcomePromo {
  const copy = COPY[site.language] ?? COPY.en!;
  const points = VOUCHER_POINTS[0];
  const amountInCurrency = voucherAmount(points, site.currency);
  const number = (value: number) => new Intl.NumberFormat(`${site.language}-${site.country}`).format(value);
  return {
    promotionId: 'XPLR-WELCOME',
    title: copy.title,
    message: copy.message(number(WELCOME_BONUS_POINTS), formatMoney(amountInCurrency, site), number(points)),
    bonusPoints: WELCOME_BONUS_POINTS,
    voucher: { points, amountInCurrency },
    currency: site.currency,
  };
}
