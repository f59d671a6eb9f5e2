/**
 * Interface strings of the dialogs `#modal=` links open and of the shoppers' photo dialog, in the
 * shop's four languages; each catalogue spreads its own.
 */
export const modalLinksStrings = {
  en: {
    'ugc.title': 'Photo by @{username}',
    'ugc.open': 'Open the photo by @{username}',
    'ugc.source': 'Shared on {source}',
    'ugc.products': 'Gear in this photo',
    'ugc.previous': 'Previous photo',
    'ugc.next': 'Next photo',
    'ugc.position': 'Photo {index} of {count}',
    'password.backToSignIn': 'Back to sign in',
  },
  fr: {
    'ugc.title': 'Photo de @{username}',
    'ugc.open': 'Ouvrir la photo de @{username}',
    'ugc.source': 'Partagée sur {source}',
    'ugc.products': 'L’équipement sur cette photo',
    'ugc.previous': 'Photo précédente',
    'ugc.next': 'Photo suivante',
    'ugc.position': 'Photo {index} sur {count}',
    'password.backToSignIn': 'Retour à la connexion',
  },
  de: {
    'ugc.title': 'Foto von @{username}',
    'ugc.open': 'Foto von @{username} öffnen',
    'ugc.source': 'Geteilt auf {source}',
    'ugc.products': 'Ausrüstung auf diesem Foto',
    'ugc.previous': 'Vorheriges Foto',
    'ugc.next': 'Nächstes Foto',
    'ugc.position': 'Foto {index} von {count}',
    'password.backToSignIn': 'Zurück zur Anmeldung',
  },
  nb: {
    'ugc.title': 'Bilde fra @{username}',
    'ugc.open': 'Åpne bildet fra @{username}',
    'ugc.source': 'Delt på {source}',
    'ugc.products': 'Utstyr på dette bildet',
    'ugc.previous': 'Forrige bilde',
    'ugc.next': 'Neste bilde',
    'ugc.position': 'Bilde {index} av {count}',
    'password.backToSignIn': 'Tilbake til innlogging',
  },
} as const;
