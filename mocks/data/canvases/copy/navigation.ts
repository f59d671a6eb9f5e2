import type { Localised } from '../language';

/**
 * The mega menu and footer's own words; category names come from the catalogue's
 * translated names. The mobile menu writes "<shopAll> <category>", so shopAll reads
 * as the start of that phrase.
 */
export interface NavigationCopy {
  shopAll: string;
  footer: {
    shop: string;
    help: { title: string; contact: string; returns: string; shipping: string; location: string };
    members: { title: string; join: string; terms: string; account: string; sms: string };
    company: { title: string; privacy: string; terms: string; sale: string; associateDiscount: string; associateLogin: string };
    /** The legal line; the company is Ridgeline Outfitters in every market. */
    legal: (currency: string) => string;
    newsletter: { title: string; text: string };
  };
}

export const NAVIGATION_COPY: Localised<NavigationCopy> = {
  en: {
    shopAll: 'Shop all',
    footer: {
      shop: 'Shop',
      help: { title: 'Help', contact: 'Contact us', returns: 'Returns', shipping: 'Shipping', location: 'Change location' },
      members: { title: 'XPLR Pass', join: 'Join XPLR Pass', terms: 'Programme terms', account: 'My account', sms: 'SMS terms' },
      company: { title: 'Company', privacy: 'Privacy notice', terms: 'Terms of use', sale: 'Sale terms', associateDiscount: 'Associate discount', associateLogin: 'Associate login' },
      legal: (currency) => `© 2026 Ridgeline Outfitters. All rights reserved. Prices in ${currency}.`,
      newsletter: { title: 'Trail notes by email', text: 'New gear, trail guides and member offers, about twice a month.' },
    },
  },
  fr: {
    shopAll: 'Tout voir\u00a0:',
    footer: {
      shop: 'Magasiner',
      help: { title: 'Aide', contact: 'Nous joindre', returns: 'Retours', shipping: 'Livraison', location: 'Changer de pays' },
      members: { title: 'XPLR Pass', join: 'Adhérer à XPLR Pass', terms: 'Conditions du programme', account: 'Mon compte', sms: 'Conditions des textos' },
      company: { title: 'Entreprise', privacy: 'Avis de confidentialité', terms: 'Conditions d’utilisation', sale: 'Conditions de vente', associateDiscount: 'Rabais des employés', associateLogin: 'Connexion des employés' },
      legal: (currency) => `© 2026 Ridgeline Outfitters. Tous droits réservés. Prix en ${currency}.`,
      newsletter: { title: 'Les nouvelles du sentier par courriel', text: 'Nouveautés, guides de sentiers et offres aux membres, environ deux fois par mois.' },
    },
  },
  de: {
    shopAll: 'Alle anzeigen:',
    footer: {
      shop: 'Sortiment',
      help: { title: 'Hilfe', contact: 'Kontakt', returns: 'Rücksendung', shipping: 'Versand', location: 'Land wechseln' },
      members: { title: 'XPLR Pass', join: 'XPLR Pass beitreten', terms: 'Teilnahmebedingungen', account: 'Mein Konto', sms: 'SMS-Bedingungen' },
      company: { title: 'Unternehmen', privacy: 'Datenschutzerklärung', terms: 'Nutzungsbedingungen', sale: 'AGB', associateDiscount: 'Mitarbeiterrabatt', associateLogin: 'Mitarbeiter-Login' },
      legal: (currency) => `© 2026 Ridgeline Outfitters. Alle Rechte vorbehalten. Preise in ${currency}.`,
      newsletter: { title: 'Neues vom Trail per E-Mail', text: 'Neue Ausrüstung, Tourentipps und Angebote für Mitglieder – etwa zweimal im Monat.' },
    },
  },
  nb: {
    shopAll: 'Se alt i',
    footer: {
      shop: 'Handle',
      help: { title: 'Hjelp', contact: 'Kontakt oss', returns: 'Retur', shipping: 'Frakt', location: 'Bytt land' },
      members: { title: 'XPLR Pass', join: 'Bli med i XPLR Pass', terms: 'Programvilkår', account: 'Min konto', sms: 'SMS-vilkår' },
      company: { title: 'Om oss', privacy: 'Personvernerklæring', terms: 'Bruksvilkår', sale: 'Salgsvilkår', associateDiscount: 'Ansattrabatt', associateLogin: 'Innlogging for ansatte' },
      legal: (currency) => `© 2026 Ridgeline Outfitters. Med enerett. Priser i ${currency}.`,
      newsletter: { title: 'Turnytt på e-post', text: 'Nytt utstyr, turguider og medlemstilbud, omtrent to ganger i måneden.' },
    },
  },
};
