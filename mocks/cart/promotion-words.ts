import type { ContentLanguage } from '../data/category-names';

/*
 * What promotions say to a shopper in French, German and Norwegian, by promotion id; English
 * stays beside each promotion in promotions.ts. Amounts arrive formatted for the site, computed
 * from the thresholds, never written here.
 */

type Language = Exclude<ContentLanguage, 'en'>;

export type ThresholdMessages = (threshold: string, distance: string) => [approaching: string, above: string, reached: string];

const CALLOUTS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  'PRODUCT-BASELAYER-15': { fr: '15 % de rabais sur les couches de base', de: '15 % Rabatt auf Funktionswäsche', nb: '15 % rabatt på superundertøy' },
  'PRODUCT-GUEST-HEADWEAR-10': { fr: '10 % de rabais sur les chapeaux et tuques pour les invités', de: '10 % Rabatt auf Mützen und Caps für Gäste', nb: '10 % rabatt på luer og caps for gjester' },
  'PRODUCT-REGISTERED-GLOVES-20': { fr: '20 % de rabais sur les gants pour les membres', de: '20 % Rabatt auf Handschuhe für Mitglieder', nb: '20 % rabatt på hansker for medlemmer' },
  'GWP-PACK-BOTTLE': { fr: 'Une gourde de sentier offerte avec tout sac', de: 'Gratis Trinkflasche zu jedem Rucksack', nb: 'Gratis drikkeflaske med hver sekk' },
};

const THRESHOLDS: Readonly<Record<string, Readonly<Record<Language, ThresholdMessages>>>> = {
  'ORDER-SPEND-SAVE': {
    fr: (threshold, distance) => [`Dépensez ${threshold} et économisez sur votre commande`, `Plus que ${distance} pour économiser sur votre commande`, `Vous avez économisé sur votre commande de ${threshold} ou plus`],
    de: (threshold, distance) => [`Ab ${threshold} Bestellwert sparen`, `Noch ${distance} bis zu Ihrem Rabatt`, `Sie sparen bei Ihrer Bestellung ab ${threshold}`],
    nb: (threshold, distance) => [`Handle for ${threshold} og spar på bestillingen`, `Handle for ${distance} til for å spare på bestillingen`, `Du har spart på bestillingen din på ${threshold} eller mer`],
  },
  'SHIPPING-FREE-STANDARD': {
    fr: (threshold, distance) => [`Livraison standard gratuite à l’achat de plus de ${threshold}`, `Plus que ${distance} pour la livraison standard gratuite`, 'Vous profitez de la livraison standard gratuite'],
    de: (threshold, distance) => [`Kostenloser Standardversand ab ${threshold}`, `Nur noch ${distance} bis zum kostenlosen Standardversand`, 'Ihr Standardversand ist kostenlos'],
    nb: (threshold, distance) => [`Gratis standardlevering ved kjøp over ${threshold}`, `Du mangler ${distance} på gratis standardlevering`, 'Du har fått gratis standardlevering'],
  },
};

/** A promotion's callout in the site's language, or undefined for English (the promotion's own). */
export const calloutIn = (promotionId: string, language: ContentLanguage): string | undefined => (language === 'en' ? undefined : CALLOUTS[promotionId]?.[language]);

/** A threshold promotion's three messages in the site's language, or undefined for English. */
export const thresholdMessagesIn = (promotionId: string, language: ContentLanguage): ThresholdMessages | undefined =>
  language === 'en' ? undefined : THRESHOLDS[promotionId]?.[language];
