import type { ContentLanguage } from '../category-names';
import { SEEDED_EVENTS, type SeededEvent } from '../events';

/*
 * The event blocks of the basecamp and westend pages: each seeded event's copy in every CMS
 * language, with its dates and plus-one taken from the event the backend knows.
 */

interface EventCopy {
  title: string;
  richText: string;
  confirmationTitle: string;
  confirmationSubtitle: string;
  submitCtaLabel: string;
}

const COPY: Readonly<Record<string, Readonly<Record<ContentLanguage, EventCopy>>>> = {
  'BASECAMP-WINTER-2027': {
    en: {
      title: 'Basecamp Winter Weekend',
      richText: '<p>Three days of guided snowshoe walks from the store, an avalanche-awareness evening with a mountain guide and hot drinks by the fire. Bring a friend: members may sign up one guest.</p><p>Snowshoes and poles are lent free of charge; come in warm layers and waterproof boots.</p>',
      confirmationTitle: 'You are on the list',
      confirmationSubtitle: 'We have sent the programme to your email. See you at Basecamp.',
      submitCtaLabel: 'Join the weekend',
    },
    fr: {
      title: 'Week-end d’hiver Basecamp',
      richText: '<p>Trois jours de randonnées guidées en raquettes au départ du magasin, une soirée de sensibilisation aux avalanches avec un guide de montagne et des boissons chaudes près du feu. Venez accompagné : les membres peuvent inscrire un invité.</p><p>Raquettes et bâtons sont prêtés gratuitement; prévoyez des couches chaudes et des bottes imperméables.</p>',
      confirmationTitle: 'Vous êtes inscrit',
      confirmationSubtitle: 'Le programme vous a été envoyé par courriel. À bientôt au Basecamp.',
      submitCtaLabel: 'Participer au week-end',
    },
    de: {
      title: 'Basecamp-Winterwochenende',
      richText: '<p>Drei Tage geführte Schneeschuhtouren ab dem Store, ein Abend zur Lawinenkunde mit einem Bergführer und heiße Getränke am Feuer. Bringen Sie jemanden mit: Mitglieder können eine Begleitung anmelden.</p><p>Schneeschuhe und Stöcke leihen wir kostenlos; kommen Sie in warmen Schichten und wasserdichten Schuhen.</p>',
      confirmationTitle: 'Sie sind dabei',
      confirmationSubtitle: 'Das Programm haben wir Ihnen per E-Mail geschickt. Wir sehen uns im Basecamp.',
      submitCtaLabel: 'Am Wochenende teilnehmen',
    },
    nb: {
      title: 'Vinterhelg på Basecamp',
      richText: '<p>Tre dager med guidede truger-turer fra butikken, en kveld om snøskredfare med en fjellfører og varm drikke ved bålet. Ta med noen: medlemmer kan melde på én gjest.</p><p>Truger og staver lånes ut gratis; kom i varme lag og vanntette støvler.</p>',
      confirmationTitle: 'Du er påmeldt',
      confirmationSubtitle: 'Vi har sendt programmet til e-posten din. Vi ses på Basecamp.',
      submitCtaLabel: 'Bli med på helgen',
    },
  },
  'WESTEND-BOULDERING-2027': {
    en: {
      title: 'Bouldering Clinic at Westend',
      richText: '<p>Two evenings on the flagship store’s climbing wall with our staff coaches: footwork, falling safely and reading a problem. Places are few, and the clinic is for members only.</p><p>Climbing shoes and chalk are lent at the wall.</p>',
      confirmationTitle: 'Your place is booked',
      confirmationSubtitle: 'We will email you what to bring before the first evening.',
      submitCtaLabel: 'Book my place',
    },
    fr: {
      title: 'Atelier de bloc à Westend',
      richText: '<p>Deux soirées sur le mur d’escalade du magasin phare avec nos entraîneurs : placement des pieds, chutes en sécurité et lecture d’un passage. Les places sont limitées et l’atelier est réservé aux membres.</p><p>Chaussons et magnésie sont prêtés sur place.</p>',
      confirmationTitle: 'Votre place est réservée',
      confirmationSubtitle: 'Nous vous dirons par courriel quoi apporter avant la première soirée.',
      submitCtaLabel: 'Réserver ma place',
    },
    de: {
      title: 'Bouldern-Workshop im Westend',
      richText: '<p>Zwei Abende an der Kletterwand unseres Flagship-Stores mit unseren Trainern: Fußtechnik, sicheres Fallen und das Lesen einer Route. Die Plätze sind knapp, der Workshop ist nur für Mitglieder.</p><p>Kletterschuhe und Magnesia leihen wir an der Wand.</p>',
      confirmationTitle: 'Ihr Platz ist gebucht',
      confirmationSubtitle: 'Vor dem ersten Abend schicken wir Ihnen per E-Mail, was Sie mitbringen sollten.',
      submitCtaLabel: 'Platz buchen',
    },
    nb: {
      title: 'Buldrekurs på Westend',
      richText: '<p>To kvelder på klatreveggen i flaggskipbutikken med trenerne våre: fotarbeid, trygge fall og å lese et problem. Det er få plasser, og kurset er bare for medlemmer.</p><p>Klatresko og kalk lånes ut ved veggen.</p>',
      confirmationTitle: 'Plassen din er booket',
      confirmationSubtitle: 'Vi sender deg en e-post om hva du skal ta med før første kveld.',
      submitCtaLabel: 'Book plassen min',
    },
  },
};

function eventBlock(event: SeededEvent, language: ContentLanguage): unknown {
  const copy = COPY[event.eventId]![language];
  return {
    id: `event-${event.eventId.toLowerCase()}`,
    type: 'event',
    eventId: event.eventId,
    startDate: event.startDate,
    endDate: event.endDate,
    enablePlusOne: event.enablePlusOne,
    ...copy,
  };
}

/** The event blocks a content page shows, in the page's language (none for a page without events). */
export function eventBlocks(slug: string, language: ContentLanguage): unknown[] {
  return SEEDED_EVENTS.filter((event) => event.page === slug).map((event) => eventBlock(event, language));
}
