import { getSite } from '../../shared/site';
import type { ContentLanguage } from '../data/category-names';

/*
 * The outbox's mails as a shopper reads them: subject and body in the language of the site the
 * mail was asked from (the link starts with its locale), with the link's true lifetime.
 */

export interface MailText {
  language: ContentLanguage;
  subject: string;
  body: string;
}

type Writer = (link: string, minutes: number) => Omit<MailText, 'language'>;

const PASSWORD_RESET: Readonly<Record<ContentLanguage, Writer>> = {
  en: (link, minutes) => ({
    subject: 'Reset your Ridgeline Outfitters password',
    body: `We received a request to reset your password. Choose a new one here: ${link}\n\nThe link works for ${minutes} minutes and only once. If you did not ask for it, ignore this email: your password stays as it is.\n\nRidgeline Outfitters`,
  }),
  fr: (link, minutes) => ({
    subject: 'Réinitialisez votre mot de passe Ridgeline Outfitters',
    body: `Nous avons reçu une demande de réinitialisation de votre mot de passe. Choisissez-en un nouveau ici : ${link}\n\nLe lien est valide pendant ${minutes} minutes et une seule fois. Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste inchangé.\n\nRidgeline Outfitters`,
  }),
  de: (link, minutes) => ({
    subject: 'Ihr Passwort bei Ridgeline Outfitters zurücksetzen',
    body: `Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Hier können Sie ein neues festlegen: ${link}\n\nDer Link ist ${minutes} Minuten lang gültig und funktioniert nur einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach – Ihr Passwort bleibt unverändert.\n\nRidgeline Outfitters`,
  }),
  nb: (link, minutes) => ({
    subject: 'Tilbakestill passordet ditt hos Ridgeline Outfitters',
    body: `Vi har fått en forespørsel om å tilbakestille passordet ditt. Velg et nytt her: ${link}\n\nLenken virker i ${minutes} minutter og kan bare brukes én gang. Har du ikke bedt om dette, kan du se bort fra e-posten – passordet ditt forblir uendret.\n\nRidgeline Outfitters`,
  }),
};

const NEWSLETTER_CONFIRM: Readonly<Record<ContentLanguage, Writer>> = {
  en: (link, minutes) => ({
    subject: 'Confirm your Ridgeline Outfitters newsletter subscription',
    body: `Thanks for signing up for our trail notes. To start receiving them, confirm that this is your address: ${link}\n\nThe link works for ${Math.round(minutes / 60)} hours and only once. If you did not sign up, ignore this email: you will not be subscribed.\n\nRidgeline Outfitters`,
  }),
  fr: (link, minutes) => ({
    subject: 'Confirmez votre abonnement à l’infolettre Ridgeline Outfitters',
    body: `Merci de vous être inscrit à nos conseils de sentier. Pour les recevoir, confirmez qu’il s’agit bien de votre adresse : ${link}\n\nLe lien est valide pendant ${Math.round(minutes / 60)} heures et une seule fois. Si vous ne vous êtes pas inscrit, ignorez ce courriel : vous ne serez pas abonné.\n\nRidgeline Outfitters`,
  }),
  de: (link, minutes) => ({
    subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement bei Ridgeline Outfitters',
    body: `Danke für Ihre Anmeldung zu unseren Tourentipps. Damit wir sie Ihnen schicken dürfen, bestätigen Sie bitte, dass dies Ihre Adresse ist: ${link}\n\nDer Link ist ${Math.round(minutes / 60)} Stunden lang gültig und funktioniert nur einmal. Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach – Sie werden nicht angemeldet.\n\nRidgeline Outfitters`,
  }),
  nb: (link, minutes) => ({
    subject: 'Bekreft abonnementet på nyhetsbrevet fra Ridgeline Outfitters',
    body: `Takk for at du meldte deg på turtipsene våre. For å få dem, bekreft at dette er adressen din: ${link}\n\nLenken virker i ${Math.round(minutes / 60)} timer og kan bare brukes én gang. Har du ikke meldt deg på, kan du se bort fra e-posten – du blir ikke abonnent.\n\nRidgeline Outfitters`,
  }),
};

/** The language of the site whose path the link starts with; English when it names none. */
function languageOfLink(link: string): ContentLanguage {
  const locale = /^\/([a-z]{2}-[a-z]{2})\//.exec(link)?.[1];
  return (getSite(locale)?.language ?? 'en') as ContentLanguage;
}

/** A password-reset mail's subject and body for its link, stating how long the link works. */
export function passwordResetMail(link: string, lifetimeSeconds: number): MailText {
  const language = languageOfLink(link);
  return { language, ...PASSWORD_RESET[language](link, Math.round(lifetimeSeconds / 60)) };
}

/** A newsletter confirmation mail's subject and body for its link, stating how long the link works. */
export function newsletterConfirmMail(link: string, lifetimeSeconds: number): MailText {
  const language = languageOfLink(link);
  return { language, ...NEWSLETTER_CONFIRM[language](link, Math.round(lifetimeSeconds / 60)) };
}
