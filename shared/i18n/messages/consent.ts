import { defineMessages } from './define';

/** The consent banner. */
export const consent = defineMessages({
  // Consent banner
  'consent.title': { en: 'Your privacy choices', fr: 'Vos choix en matière de confidentialité', de: 'Ihre Datenschutzeinstellungen', nb: 'Dine personvernvalg' },
  'consent.text': {
    en: 'We use cookies for analytics, to remember your preferences and to personalise content and offers. Choose which you allow; strictly necessary cookies are always on.',
    fr: 'Nous utilisons des témoins pour l’analyse, pour mémoriser vos préférences et pour personnaliser le contenu et les offres. Choisissez ceux que vous autorisez; les témoins strictement nécessaires sont toujours actifs.',
    de: 'Wir verwenden Cookies für Analysen, um Ihre Einstellungen zu speichern und um Inhalte und Angebote zu personalisieren. Wählen Sie aus, was Sie erlauben; unbedingt erforderliche Cookies sind immer aktiv.',
    nb: 'Vi bruker informasjonskapsler til analyse, til å huske innstillingene dine og til å tilpasse innhold og tilbud. Velg hva du tillater; nødvendige informasjonskapsler er alltid på.',
  },
  'consent.categories': { en: 'Cookie categories', fr: 'Catégories de témoins', de: 'Cookie-Kategorien', nb: 'Kategorier av informasjonskapsler' },
  'consent.acceptAll': { en: 'Accept all', fr: 'Tout accepter', de: 'Alle akzeptieren', nb: 'Godta alle' },
  'consent.rejectAll': { en: 'Reject all', fr: 'Tout refuser', de: 'Alle ablehnen', nb: 'Avvis alle' },
  'consent.save': { en: 'Save choices', fr: 'Enregistrer mes choix', de: 'Auswahl speichern', nb: 'Lagre valgene' },
  'consent.manage': { en: 'Manage', fr: 'Gérer', de: 'Einstellungen', nb: 'Tilpass' },
  'consent.C0001.name': { en: 'Strictly necessary', fr: 'Strictement nécessaires', de: 'Unbedingt erforderlich', nb: 'Strengt nødvendige' },
  'consent.C0001.description': {
    en: 'Needed for the shop to work: your cart, sign-in and security. Always on.',
    fr: 'Indispensables au fonctionnement de la boutique : votre panier, la connexion et la sécurité. Toujours actifs.',
    de: 'Nötig, damit der Shop funktioniert: Ihr Warenkorb, die Anmeldung und die Sicherheit. Immer aktiv.',
    nb: 'Trengs for at butikken skal fungere: handlekurven, innlogging og sikkerhet. Alltid på.',
  },
  'consent.C0002.name': { en: 'Performance and analytics', fr: 'Performance et analyse', de: 'Leistung und Analyse', nb: 'Ytelse og analyse' },
  'consent.C0002.description': {
    en: 'Count visits and measure how the shop is used so we can improve it.',
    fr: 'Comptent les visites et mesurent l’utilisation de la boutique pour nous aider à l’améliorer.',
    de: 'Zählen Besuche und messen, wie der Shop genutzt wird, damit wir ihn verbessern können.',
    nb: 'Teller besøk og måler hvordan butikken brukes, slik at vi kan gjøre den bedre.',
  },
  'consent.C0003.name': { en: 'Functional', fr: 'Fonctionnels', de: 'Funktional', nb: 'Funksjonelle' },
  'consent.C0003.description': {
    en: 'Remember your choices, such as your region and preferences.',
    fr: 'Mémorisent vos choix, comme votre région et vos préférences.',
    de: 'Speichern Ihre Auswahl, etwa Ihre Region und Ihre Einstellungen.',
    nb: 'Husker valgene dine, som region og innstillinger.',
  },
  'consent.C0004.name': { en: 'Targeting', fr: 'Ciblage', de: 'Marketing', nb: 'Målretting' },
  'consent.C0004.description': {
    en: 'Personalise content, recommendations and offers to your interests.',
    fr: 'Adaptent le contenu, les recommandations et les offres à vos intérêts.',
    de: 'Passen Inhalte, Empfehlungen und Angebote an Ihre Interessen an.',
    nb: 'Tilpasser innhold, anbefalinger og tilbud til interessene dine.',
  },
});
