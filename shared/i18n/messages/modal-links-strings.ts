/**
 * Interface strings of the dialogs `#modal=` links open and of the shoppers' photo dialog, in the
 * shop's four languages; each catalogue spreads its own.
 */
export const modalLinksStrings = {
  en: {
    'password.backToSignIn': 'Back to sign in',
  },
  fr: {
    'password.backToSignIn': 'Retour à la connexion',
  },
  de: {
    'password.backToSignIn': 'Zurück zur Anmeldung',
  },
  nb: {
    'password.backToSignIn': 'Tilbake til innlogging',
  },
} as const;
