import type { Localised } from '../language';

interface PopupCopy {
  minimizedTitle: string;
  maximizedTitle: string;
  title: string;
  cta: string;
}

/** The newsletter and XPLR Pass pop-ups; `privacy` is the privacy notice's URL. */
export interface PopupsCopy {
  newsletter: PopupCopy & { titleHtml: string; disclaimer: (privacy: string) => string };
  registration: PopupCopy & { howItWorks: string; disclaimer: string };
}

export const POPUPS_COPY: Localised<PopupsCopy> = {
  en: {
    newsletter: {
      minimizedTitle: 'Get 10% off', maximizedTitle: 'Trail notes, monthly', title: 'Get 10% off your first order',
      titleHtml: '<p>Get <strong>10% off</strong> your first order</p>', cta: 'Sign up for emails',
      disclaimer: (privacy) => `<p>By signing up you agree to receive marketing emails from Ridgeline. Unsubscribe at any time. See our <a href="${privacy}">privacy notice</a>.</p>`,
    },
    registration: {
      minimizedTitle: 'Join XPLR Pass', maximizedTitle: 'XPLR Pass members', title: 'Earn points on every order and get free shipping',
      cta: 'Create an account', howItWorks: 'How it works', disclaimer: '<p>Membership is free. Programme terms apply.</p>',
    },
  },
  fr: {
    newsletter: {
      minimizedTitle: '10 % de rabais', maximizedTitle: 'Les nouvelles du sentier, chaque mois', title: 'Obtenez 10 % de rabais sur votre première commande',
      titleHtml: '<p>Obtenez <strong>10 % de rabais</strong> sur votre première commande</p>', cta: 'M’abonner à l’infolettre',
      disclaimer: (privacy) => `<p>En vous abonnant, vous acceptez de recevoir des courriels promotionnels de Ridgeline. Vous pouvez vous désabonner en tout temps. Consultez notre <a href="${privacy}">avis de confidentialité</a>.</p>`,
    },
    registration: {
      minimizedTitle: 'Adhérez à XPLR Pass', maximizedTitle: 'Membres XPLR Pass', title: 'Accumulez des points à chaque commande et profitez de la livraison gratuite',
      cta: 'Créer un compte', howItWorks: 'Comment ça marche', disclaimer: '<p>L’adhésion est gratuite. Les conditions du programme s’appliquent.</p>',
    },
  },
  de: {
    newsletter: {
      minimizedTitle: '10 % Rabatt sichern', maximizedTitle: 'Neues vom Trail, jeden Monat', title: '10 % Rabatt auf Ihre erste Bestellung',
      titleHtml: '<p><strong>10 % Rabatt</strong> auf Ihre erste Bestellung</p>', cta: 'Newsletter abonnieren',
      disclaimer: (privacy) => `<p>Mit Ihrer Anmeldung willigen Sie ein, Marketing-E-Mails von Ridgeline zu erhalten. Eine Abmeldung ist jederzeit möglich. Mehr dazu in unserer <a href="${privacy}">Datenschutzerklärung</a>.</p>`,
    },
    registration: {
      minimizedTitle: 'XPLR Pass beitreten', maximizedTitle: 'Für XPLR-Pass-Mitglieder', title: 'Bei jeder Bestellung Punkte sammeln – und versandkostenfrei einkaufen',
      cta: 'Konto erstellen', howItWorks: 'So funktioniert’s', disclaimer: '<p>Die Mitgliedschaft ist kostenlos. Es gelten die Teilnahmebedingungen.</p>',
    },
  },
  nb: {
    newsletter: {
      minimizedTitle: 'Få 10 % rabatt', maximizedTitle: 'Turnytt hver måned', title: 'Få 10 % rabatt på første bestilling',
      titleHtml: '<p>Få <strong>10 % rabatt</strong> på første bestilling</p>', cta: 'Meld deg på nyhetsbrevet',
      disclaimer: (privacy) => `<p>Ved å melde deg på godtar du å motta markedsføring på e-post fra Ridgeline. Du kan melde deg av når som helst. Les mer i <a href="${privacy}">personvernerklæringen</a> vår.</p>`,
    },
    registration: {
      minimizedTitle: 'Bli med i XPLR Pass', maximizedTitle: 'For XPLR Pass-medlemmer', title: 'Samle poeng på hver bestilling og få fri frakt',
      cta: 'Opprett konto', howItWorks: 'Slik fungerer det', disclaimer: '<p>Medlemskapet er gratis. Programvilkårene gjelder.</p>',
    },
  },
};
