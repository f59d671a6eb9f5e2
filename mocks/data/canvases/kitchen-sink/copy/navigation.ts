import type { Localised } from '../../language';

/** The kitchen-sink promo bar and pop-up; `threshold` is the market's free-shipping threshold, formatted. */
export interface NavigationCopy {
  promo: {
    shipping: (threshold: string) => string;
    shippingCta: string;
    dropped: string;
    jackets: string;
    jacketsCta: string;
    returns: string;
    overMax: string;
    overMaxCta: string;
  };
  popup: { minimizedTitle: string; maximizedTitle: string; title: string; cta: string; disclaimer: string };
}

export const NAVIGATION_COPY: Localised<NavigationCopy> = {
  en: {
    promo: {
      shipping: (threshold) => `<p><strong>Free shipping</strong> on orders over ${threshold}</p>`, shippingCta: 'Shipping details',
      dropped: 'Dropped: its section is empty',
      jackets: '<p>New season shells: <em>up to 30% off</em></p>', jacketsCta: "Shop men's jackets",
      returns: 'Free returns for 60 days',
      overMax: 'Members get early access to sales', overMaxCta: 'Join',
    },
    popup: { minimizedTitle: 'Get 10% off', maximizedTitle: 'Trail notes, monthly', title: 'Get 10% off your first order', cta: 'Sign up for emails', disclaimer: '<p>Unsubscribe at any time.</p>' },
  },
  fr: {
    promo: {
      shipping: (threshold) => `<p><strong>Livraison gratuite</strong> dès ${threshold} d’achat</p>`, shippingCta: 'Détails de livraison',
      dropped: 'Retiré : sa section est vide',
      jackets: '<p>Coquilles de la nouvelle saison : <em>jusqu’à 30 % de rabais</em></p>', jacketsCta: 'Manteaux pour hommes',
      returns: 'Retours gratuits pendant 60 jours',
      overMax: 'Les membres ont un accès hâtif aux soldes', overMaxCta: 'Adhérer',
    },
    popup: { minimizedTitle: '10 % de rabais', maximizedTitle: 'Les nouvelles du sentier, chaque mois', title: 'Obtenez 10 % de rabais sur votre première commande', cta: 'M’abonner à l’infolettre', disclaimer: '<p>Vous pouvez vous désabonner en tout temps.</p>' },
  },
  de: {
    promo: {
      shipping: (threshold) => `<p><strong>Versandkostenfrei</strong> ab ${threshold}</p>`, shippingCta: 'Versanddetails',
      dropped: 'Entfällt: Der Bereich ist leer',
      jackets: '<p>Hardshells der neuen Saison: <em>bis zu 30 % reduziert</em></p>', jacketsCta: 'Herrenjacken entdecken',
      returns: '60 Tage kostenlose Rücksendung',
      overMax: 'Mitglieder shoppen den Sale früher', overMaxCta: 'Beitreten',
    },
    popup: { minimizedTitle: '10 % Rabatt sichern', maximizedTitle: 'Neues vom Trail, jeden Monat', title: '10 % Rabatt auf Ihre erste Bestellung', cta: 'Newsletter abonnieren', disclaimer: '<p>Sie können sich jederzeit abmelden.</p>' },
  },
  nb: {
    promo: {
      shipping: (threshold) => `<p><strong>Fri frakt</strong> når du handler for over ${threshold}</p>`, shippingCta: 'Om frakt',
      dropped: 'Fjernet: seksjonen er tom',
      jackets: '<p>Skalljakker for ny sesong: <em>opptil 30 % rabatt</em></p>', jacketsCta: 'Se herrejakker',
      returns: 'Gratis retur i 60 dager',
      overMax: 'Medlemmer får tidlig tilgang til salg', overMaxCta: 'Bli med',
    },
    popup: { minimizedTitle: 'Få 10 % rabatt', maximizedTitle: 'Turnytt hver måned', title: 'Få 10 % rabatt på første bestilling', cta: 'Meld deg på nyhetsbrevet', disclaimer: '<p>Du kan melde deg av når som helst.</p>' },
  },
};
