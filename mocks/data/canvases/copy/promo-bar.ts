import type { Localised } from '../language';

interface PromoMessageCopy {
  text: string;
  cta: string;
}

/**
 * The site-wide promo bar's messages. It is at most 548 px wide and one line on a phone,
 * so each message stays short; the threshold is the market's, formatted by the caller.
 */
export interface PromoBarCopy {
  shipping: (threshold: string) => PromoMessageCopy;
  returns: PromoMessageCopy;
  xplr: PromoMessageCopy;
}

export const PROMO_BAR_COPY: Localised<PromoBarCopy> = {
  en: {
    shipping: (threshold) => ({ text: `Free shipping on orders over ${threshold}`, cta: 'Details' }),
    returns: { text: 'Free returns for 60 days', cta: 'How to return' },
    xplr: { text: 'Join XPLR Pass and earn points on every order', cta: 'Join free' },
  },
  fr: {
    shipping: (threshold) => ({ text: `Livraison gratuite dès ${threshold} d’achat`, cta: 'Détails' }),
    returns: { text: 'Retours gratuits pendant 60 jours', cta: 'Comment retourner' },
    xplr: { text: 'Adhérez à XPLR Pass et accumulez des points à chaque commande', cta: 'Adhérer gratuitement' },
  },
  de: {
    shipping: (threshold) => ({ text: `Versandkostenfrei ab ${threshold}`, cta: 'Mehr erfahren' }),
    returns: { text: '60 Tage kostenlose Rücksendung', cta: 'So geht’s' },
    xplr: { text: 'Mit XPLR Pass bei jeder Bestellung Punkte sammeln', cta: 'Gratis beitreten' },
  },
  nb: {
    shipping: (threshold) => ({ text: `Fri frakt når du handler for over ${threshold}`, cta: 'Les mer' }),
    returns: { text: 'Gratis retur i 60 dager', cta: 'Slik returnerer du' },
    xplr: { text: 'Bli med i XPLR Pass og samle poeng på hver bestilling', cta: 'Bli med gratis' },
  },
};
