import { defineMessages } from './define';

/** The loyalty programme’s enrolment. */
export const loyalty = defineMessages({
  // Enrolment (the simplified sign-in and complete-profile dialog)
  'enrolment.title': { en: 'Sign in or create an account', fr: 'Ouvrir une session ou créer un compte', de: 'Anmelden oder Konto erstellen', nb: 'Logg inn eller opprett en konto' },
  'enrolment.progress': { en: 'Step {number}: {title}', fr: 'Étape {number} : {title}', de: 'Schritt {number}: {title}', nb: 'Trinn {number}: {title}' },
  'enrolment.lookupTitle': { en: 'Enter your email', fr: 'Entrez votre courriel', de: 'Geben Sie Ihre E-Mail-Adresse ein', nb: 'Skriv inn e-postadressen din' },
  'enrolment.lookupIntro': {
    en: 'We will find your account, or help you create one.',
    fr: 'Nous trouverons votre compte ou vous aiderons à en créer un.',
    de: 'Wir finden Ihr Konto oder helfen Ihnen, eines zu erstellen.',
    nb: 'Vi finner kontoen din, eller hjelper deg å opprette en.',
  },
  'enrolment.continue': { en: 'Continue', fr: 'Continuer', de: 'Weiter', nb: 'Fortsett' },
  'enrolment.checking': { en: 'Checking…', fr: 'Vérification…', de: 'Wird geprüft…', nb: 'Sjekker…' },
  'enrolment.back': { en: 'Back', fr: 'Retour', de: 'Zurück', nb: 'Tilbake' },
  'enrolment.signInTitle': { en: 'Enter your password', fr: 'Entrez votre mot de passe', de: 'Geben Sie Ihr Passwort ein', nb: 'Skriv inn passordet ditt' },
  'enrolment.signUpTitle': { en: 'Create your account', fr: 'Créez votre compte', de: 'Erstellen Sie Ihr Konto', nb: 'Opprett kontoen din' },
  'enrolment.forgotTitle': { en: 'Reset your password', fr: 'Réinitialisez votre mot de passe', de: 'Passwort zurücksetzen', nb: 'Tilbakestill passordet' },
  'enrolment.nonLoyaltyTitle': {
    en: 'Finish setting up your account',
    fr: 'Terminez la configuration de votre compte',
    de: 'Schließen Sie die Einrichtung Ihres Kontos ab',
    nb: 'Fullfør oppsettet av kontoen din',
  },
  'enrolment.nonLoyaltyText': {
    en: 'A few more details give you faster checkout and offers chosen for you.',
    fr: 'Quelques renseignements de plus vous offrent un paiement plus rapide et des offres choisies pour vous.',
    de: 'Mit ein paar weiteren Angaben bezahlen Sie schneller und erhalten Angebote, die zu Ihnen passen.',
    nb: 'Med noen flere opplysninger går kassen raskere, og du får tilbud valgt for deg.',
  },
  'enrolment.welcomeTitle': { en: 'Welcome to XPLR Pass', fr: 'Bienvenue dans XPLR Pass', de: 'Willkommen bei XPLR Pass', nb: 'Velkommen til XPLR Pass' },
  'enrolment.welcomeText': {
    en: 'Complete your profile to get the most from your membership.',
    fr: 'Complétez votre profil pour profiter pleinement de votre adhésion.',
    de: 'Vervollständigen Sie Ihr Profil, um das Beste aus Ihrer Mitgliedschaft zu machen.',
    nb: 'Fullfør profilen din for å få mest mulig ut av medlemskapet.',
  },
  'enrolment.mobileTitle': { en: 'Add your mobile number', fr: 'Ajoutez votre numéro de cellulaire', de: 'Fügen Sie Ihre Mobilnummer hinzu', nb: 'Legg til mobilnummeret ditt' },
  'enrolment.profileTitle': { en: 'Tell us about yourself', fr: 'Parlez-nous de vous', de: 'Erzählen Sie uns von sich', nb: 'Fortell oss om deg selv' },
  'enrolment.interestsTitle': { en: 'What do you enjoy outdoors?', fr: 'Qu’aimez-vous faire en plein air?', de: 'Was unternehmen Sie gern draußen?', nb: 'Hva liker du å gjøre ute?' },
  'enrolment.successTitle': { en: 'Your profile is complete', fr: 'Votre profil est complet', de: 'Ihr Profil ist vollständig', nb: 'Profilen din er komplett' },
  'enrolment.successText': {
    en: 'Thank you. You can change these details at any time in your account.',
    fr: 'Merci. Vous pouvez modifier ces renseignements en tout temps dans votre compte.',
    de: 'Vielen Dank. Sie können diese Angaben jederzeit in Ihrem Konto ändern.',
    nb: 'Takk. Du kan endre disse opplysningene når som helst på kontoen din.',
  },
  'enrolment.save': { en: 'Save and continue', fr: 'Enregistrer et continuer', de: 'Speichern und weiter', nb: 'Lagre og fortsett' },
  'enrolment.saving': { en: 'Saving…', fr: 'Enregistrement…', de: 'Wird gespeichert…', nb: 'Lagrer…' },
  'enrolment.skip': { en: 'Skip for now', fr: 'Passer pour l’instant', de: 'Jetzt überspringen', nb: 'Hopp over nå' },
  'enrolment.done': { en: 'Done', fr: 'Terminé', de: 'Fertig', nb: 'Ferdig' },
  'enrolment.failed': {
    en: 'Something went wrong. Please try again.',
    fr: 'Une erreur s’est produite. Veuillez réessayer.',
    de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    nb: 'Noe gikk galt. Prøv igjen.',
  },
  // The programme's availability (a site may switch it off)
  'apiError.LOYALTY_UNAVAILABLE': {
    en: 'XPLR Pass is not available on this site right now.',
    fr: 'XPLR Pass n’est pas offert sur ce site pour le moment.',
    de: 'XPLR Pass ist auf dieser Website derzeit nicht verfügbar.',
    nb: 'XPLR Pass er ikke tilgjengelig på dette nettstedet akkurat nå.',
  },
});
