import { defineMessages } from './define';

/** Dialogs that links open by name (#modal=), and the shoppers' photo dialog. */
export const dialogs = defineMessages({
  'ugc.title': { en: 'Photo by @{username}', fr: 'Photo de @{username}', de: 'Foto von @{username}', nb: 'Bilde fra @{username}' },
  'ugc.open': { en: 'Open the photo by @{username}', fr: 'Ouvrir la photo de @{username}', de: 'Foto von @{username} öffnen', nb: 'Åpne bildet fra @{username}' },
  'ugc.source': { en: 'Shared on {source}', fr: 'Partagée sur {source}', de: 'Geteilt auf {source}', nb: 'Delt på {source}' },
  'ugc.products': { en: 'Gear in this photo', fr: 'L’équipement sur cette photo', de: 'Ausrüstung auf diesem Foto', nb: 'Utstyr på dette bildet' },
  'ugc.previous': { en: 'Previous photo', fr: 'Photo précédente', de: 'Vorheriges Foto', nb: 'Forrige bilde' },
  'ugc.next': { en: 'Next photo', fr: 'Photo suivante', de: 'Nächstes Foto', nb: 'Neste bilde' },
  'ugc.position': { en: 'Photo {index} of {count}', fr: 'Photo {index} sur {count}', de: 'Foto {index} von {count}', nb: 'Bilde {index} av {count}' },
  'password.backToSignIn': { en: 'Back to sign in', fr: 'Retour à la connexion', de: 'Zurück zur Anmeldung', nb: 'Tilbake til innlogging' },
});
