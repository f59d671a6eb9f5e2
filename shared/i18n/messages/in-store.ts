import { defineMessages } from './define';

/** In-store selling: the associate login, the banner that says who sells in which store. */
export const inStore = defineMessages({
  'inStore.title': { en: 'Associate login', fr: 'Connexion des employés', de: 'Anmeldung für Mitarbeitende', nb: 'Innlogging for ansatte' },
  'inStore.intro': {
    en: 'Choose your store, then yourself, to sell in store for a customer.',
    fr: 'Choisissez votre magasin, puis votre nom, pour vendre en magasin à un client.',
    de: 'Wählen Sie Ihre Filiale und dann sich selbst, um im Geschäft für eine Kundin oder einen Kunden zu verkaufen.',
    nb: 'Velg butikken din og deretter deg selv for å selge i butikk til en kunde.',
  },
  'inStore.store': { en: 'Store', fr: 'Magasin', de: 'Filiale', nb: 'Butikk' },
  'inStore.employee': { en: 'Associate', fr: 'Employé', de: 'Mitarbeiter/in', nb: 'Ansatt' },
  'inStore.chooseEmployee': { en: 'Choose yourself', fr: 'Choisissez votre nom', de: 'Wählen Sie sich selbst', nb: 'Velg deg selv' },
  'inStore.hours': { en: 'Opening hours', fr: 'Heures d’ouverture', de: 'Öffnungszeiten', nb: 'Åpningstider' },
  'inStore.login': { en: 'Log in', fr: 'Se connecter', de: 'Anmelden', nb: 'Logg inn' },
  'inStore.loggingIn': { en: 'Logging in…', fr: 'Connexion…', de: 'Anmeldung läuft…', nb: 'Logger inn…' },
  'inStore.storesUnavailable': {
    en: 'The store list could not be loaded. Reload the page to try again.',
    fr: 'La liste des magasins n’a pas pu être chargée. Rechargez la page pour réessayer.',
    de: 'Die Filialliste konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
    nb: 'Butikklisten kunne ikke lastes. Last inn siden på nytt for å prøve igjen.',
  },
  'inStore.employeesUnavailable': {
    en: 'The associates of this store could not be loaded. Choose the store again to retry.',
    fr: 'Les employés de ce magasin n’ont pas pu être chargés. Choisissez de nouveau le magasin pour réessayer.',
    de: 'Die Mitarbeitenden dieser Filiale konnten nicht geladen werden. Wählen Sie die Filiale erneut, um es noch einmal zu versuchen.',
    nb: 'De ansatte i denne butikken kunne ikke lastes. Velg butikken på nytt for å prøve igjen.',
  },
  'inStore.connected': {
    en: '{employee} is selling in store at {store}',
    fr: '{employee} vend en magasin à {store}',
    de: '{employee} verkauft im Geschäft in {store}',
    nb: '{employee} selger i butikk hos {store}',
  },
  'inStore.bannerLabel': { en: 'Buying in store', fr: 'Achat en magasin', de: 'Kauf im Geschäft', nb: 'Kjøp i butikk' },
  'inStore.clear': { en: 'Clear session', fr: 'Fermer la session', de: 'Sitzung beenden', nb: 'Avslutt økten' },
  'inStore.clearing': { en: 'Clearing…', fr: 'Fermeture…', de: 'Wird beendet…', nb: 'Avslutter…' },
});
