import type { Localised } from '../language';

interface PromoMessageCopy {
  text: string;
  cta: string;
}

/**
 * The site-wide promo bar's messages. A phone gives a message one line of about 35
 * characters (longer ones are cut with an ellipsis), so each stays within it; the threshold
 * is the market's, formatted by the caller.
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
    xplr: { text: 'Earn points with XPLR Pass', cta: 'Join free' },
  },
  fr: {
    shipping: (threshold) => ({ text: `Livraison gratuite dès ${threshold}`, cta: 'Détails' }),
    returns: { text: 'Retours gratuits pendant 60 jours', cta: 'Comment retourner' },
    xplr: { text: 'XPLR Pass\u00a0: cumulez des points', cta: 'Adhérer gratuitement' },
  },
  de: {
    shipping: (threshold) => ({ text: `Versandkostenfrei ab ${threshold}`, cta: 'Mehr erfahren' }),
    returns: { text: '60 Tage kostenlose Rücksendung', cta: 'So geht’s' },
    xplr: { text: 'Mit XPLR Pass Punkte sammeln', cta: 'Gratis beitreten' },
  },
  nb: {
    shipping: (threshold) => ({ text: `Fri frakt over ${threshold}`, cta: 'Les mer' }),
    returns: { text: 'Gratis retur i 60 dager', cta: 'Slik returnerer du' },
    xplr: { text: 'Samle poeng med XPLR Pass', cta: 'Bli med gratis' },
  },
};
