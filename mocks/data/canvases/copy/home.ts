import type { Localised } from '../language';

/** The home canvas's words; links and pictures stay in the builder. */
export interface HomeCopy {
  title: string;
  description: string;
  hero: { eyebrow: string; title: string; subtitle: string; alt: string; mensJackets: string; womensJackets: string };
  collection: { title: string; subtitle: string; cta: string };
  camp: { title: string; richText: string; alt: string; tents: string; sleepingBags: string };
  /** The brand story; `contact` is the contact page's URL. */
  story: (contact: string) => string;
  draft: { title: string; cta: string };
}

export const HOME_COPY: Localised<HomeCopy> = {
  en: {
    title: 'Ridgeline | Outdoor Apparel & Gear',
    description: 'Shop jackets, fleece, boots, packs and tents built for the mountains.',
    hero: {
      eyebrow: 'Spring 2026', title: 'Made for the long way up',
      subtitle: 'Weatherproof shells, warm layers and boots that go the distance.',
      alt: 'Hikers on a ridge at sunrise', mensJackets: "Shop men's jackets", womensJackets: "Shop women's jackets",
    },
    collection: { title: 'Gear up for every trail', subtitle: 'Start with the essentials', cta: 'Shop now' },
    camp: {
      title: 'Camp light, sleep warm',
      richText: '<p>Our lightest tents and bags pack down small enough for <strong>fast-and-light</strong> overnights.</p>',
      alt: 'A tent pitched beside an alpine lake', tents: 'Shop tents', sleepingBags: 'Shop sleeping bags',
    },
    story: (contact) => `<h2>Built in the mountains</h2><p>Every Ridgeline product is tested on real trails before it reaches you. Questions? <a href="${contact}">Talk to our crew</a>.</p>`,
    draft: { title: 'Draft: Autumn drop lands 1 September', cta: 'Preview the men’s range' },
  },
  fr: {
    title: 'Ridgeline | Vêtements et équipement de plein air',
    description: 'Magasinez manteaux, molletons, bottes, sacs à dos et tentes conçus pour la montagne.',
    hero: {
      eyebrow: 'Printemps 2026', title: 'Taillé pour les longues montées',
      subtitle: 'Des coquilles à l’épreuve des intempéries, des couches bien chaudes et des bottes qui tiennent la distance.',
      alt: 'Des randonneurs sur une crête au lever du soleil', mensJackets: 'Manteaux pour hommes', womensJackets: 'Manteaux pour femmes',
    },
    collection: { title: 'Équipez-vous pour tous les sentiers', subtitle: 'Commencez par l’essentiel', cta: 'Magasiner' },
    camp: {
      title: 'Campez léger, dormez au chaud',
      richText: '<p>Nos tentes et nos sacs de couchage les plus légers se compressent assez pour vos nuitées en <strong>mode rapide et léger</strong>.</p>',
      alt: 'Une tente montée au bord d’un lac alpin', tents: 'Voir les tentes', sleepingBags: 'Voir les sacs de couchage',
    },
    story: (contact) => `<h2>Né en montagne</h2><p>Chaque produit Ridgeline est éprouvé sur de vrais sentiers avant de se rendre jusqu’à vous. Des questions? <a href="${contact}">Jasez avec notre équipe</a>.</p>`,
    draft: { title: 'Ébauche : la collection d’automne arrive le 1er septembre', cta: 'Aperçu de la collection pour hommes' },
  },
  de: {
    title: 'Ridgeline | Outdoor-Bekleidung & Ausrüstung',
    description: 'Jacken, Fleece, Wanderschuhe, Rucksäcke und Zelte – gemacht für die Berge.',
    hero: {
      eyebrow: 'Frühjahr 2026', title: 'Für den langen Weg nach oben',
      subtitle: 'Wetterfeste Hardshells, wärmende Lagen und Wanderschuhe mit Ausdauer.',
      alt: 'Wandernde auf einem Grat bei Sonnenaufgang', mensJackets: 'Herrenjacken entdecken', womensJackets: 'Damenjacken entdecken',
    },
    collection: { title: 'Ausgerüstet für jeden Trail', subtitle: 'Das Wichtigste zuerst', cta: 'Jetzt entdecken' },
    camp: {
      title: 'Leicht unterwegs, warm geschlafen',
      richText: '<p>Unsere leichtesten Zelte und Schlafsäcke lassen sich so klein packen, dass sie auf jede <strong>schnelle Tour mit leichtem Gepäck</strong> passen.</p>',
      alt: 'Ein Zelt am Ufer eines Bergsees', tents: 'Zelte ansehen', sleepingBags: 'Schlafsäcke ansehen',
    },
    story: (contact) => `<h2>In den Bergen entwickelt</h2><p>Jedes Ridgeline-Produkt muss sich auf echten Trails bewähren, bevor es zu Ihnen kommt. Fragen? <a href="${contact}">Sprechen Sie mit unserem Team</a>.</p>`,
    draft: { title: 'Entwurf: Die Herbstkollektion kommt am 1. September', cta: 'Vorschau der Herrenkollektion' },
  },
  nb: {
    title: 'Ridgeline | Turklær og friluftsutstyr',
    description: 'Jakker, fleece, fjellstøvler, sekker og telt laget for fjellet.',
    hero: {
      eyebrow: 'Vår 2026', title: 'Laget for den lange veien mot toppen',
      subtitle: 'Værtette skalljakker, varme lag og støvler som holder hele veien.',
      alt: 'Turgåere på en fjellrygg i soloppgang', mensJackets: 'Se herrejakker', womensJackets: 'Se damejakker',
    },
    collection: { title: 'Klar for hver eneste sti', subtitle: 'Begynn med det viktigste', cta: 'Handle nå' },
    camp: {
      title: 'Lett i sekken, varmt i posen',
      richText: '<p>Våre letteste telt og soveposer pakkes så små at de passer til <strong>raske og lette</strong> overnattingsturer.</p>',
      alt: 'Et telt slått opp ved et fjellvann', tents: 'Se telt', sleepingBags: 'Se soveposer',
    },
    story: (contact) => `<h2>Skapt i fjellet</h2><p>Hvert Ridgeline-produkt testes på ekte stier før det kommer til deg. Spørsmål? <a href="${contact}">Snakk med gjengen vår</a>.</p>`,
    draft: { title: 'Utkast: Høstkolleksjonen kommer 1. september', cta: 'Forhåndsvis herrekolleksjonen' },
  },
};
