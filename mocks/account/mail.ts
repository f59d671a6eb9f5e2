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
