import type { Localised } from '../../language';

/**
 * The kitchen-sink cards' words. Category names come from the catalogue's translated
 * names; `threshold` is the market's free-shipping threshold, already formatted.
 */
export interface CardsCopy {
  benefitBar: { title: string; subtitle: string; terms: string; cta: string };
  secondaryNav: { title: string; returns: string };
  carousel: { title: string; subtitle: string; shopAll: string; jackets: string; boots: string; trailRunners: string; backpacks: string; sleepingBags: string; tents: string };
  stacked: { title: string };
  linked: { title: string; boots: string; pack: string; tent: string };
  multiLink: { title: string; alt: string };
  visual: { title: string; hiking: string; running: string; camping: string; everyday: string };
  icons: { shipping: (threshold: string) => string; returns: string; repairs: string; shippingTerms: string; howToReturn: string; bluesign: string; pickUp: string };
}

export const CARDS_COPY: Localised<CardsCopy> = {
  en: {
    benefitBar: { title: 'XPLR Pass members ship free, every order', subtitle: 'Earn points on every purchase and get early access to sales.', terms: 'XPLR Pass terms', cta: 'Join for free' },
    secondaryNav: { title: 'Shop jackets', returns: 'Easy returns' },
    carousel: {
      title: 'Trail-tested favourites', subtitle: 'Swipe through the kit our guides pack first', shopAll: 'Shop all gear',
      jackets: 'Shop jackets', boots: 'Shop boots', trailRunners: 'Shop trail runners', backpacks: 'Shop backpacks', sleepingBags: 'Shop sleeping bags', tents: 'Shop tents',
    },
    stacked: { title: 'Camp essentials' },
    linked: { title: 'Plan your next trip', boots: 'Find your boots', pack: 'Pick a pack', tent: 'Choose a tent' },
    multiLink: { title: 'Layer up for winter', alt: 'A climber in a red shell on a snowy ridge' },
    visual: { title: 'Shop by activity', hiking: 'Hiking', running: 'Trail running', camping: 'Camping', everyday: 'Everyday' },
    icons: {
      shipping: (threshold) => `<h3>Free shipping</h3><p>On orders over ${threshold}, delivered in 2–5 business days.</p>`,
      returns: '<h3>60-day returns</h3><p>Not the right fit? Send it back, free.</p>',
      repairs: '<h3>Lifetime repairs</h3><p>We fix zips, seams and tears for the life of the product.</p>',
      shippingTerms: 'Shipping terms', howToReturn: 'How to return',
      bluesign: '<p><strong>Bluesign® fabrics</strong> in 80% of our apparel.</p>',
      pickUp: '<p><strong>Pick up in store</strong> the same day.</p>',
    },
  },
  fr: {
    benefitBar: { title: 'Livraison gratuite sur toutes les commandes des membres XPLR Pass', subtitle: 'Accumulez des points à chaque achat et profitez d’un accès hâtif aux soldes.', terms: 'Conditions XPLR Pass', cta: 'Adhérer gratuitement' },
    secondaryNav: { title: 'Magasiner les manteaux', returns: 'Retours faciles' },
    carousel: {
      title: 'Nos favoris éprouvés en sentier', subtitle: 'Faites défiler l’équipement que nos guides emportent en premier', shopAll: 'Voir tout l’équipement',
      jackets: 'Voir les manteaux', boots: 'Voir les bottes', trailRunners: 'Voir les chaussures de sentier', backpacks: 'Voir les sacs à dos', sleepingBags: 'Voir les sacs de couchage', tents: 'Voir les tentes',
    },
    stacked: { title: 'L’essentiel du camping' },
    linked: { title: 'Planifiez votre prochaine sortie', boots: 'Trouvez vos bottes', pack: 'Choisissez votre sac', tent: 'Choisissez votre tente' },
    multiLink: { title: 'Superposez pour l’hiver', alt: 'Un grimpeur en coquille rouge sur une crête enneigée' },
    visual: { title: 'Magasiner par activité', hiking: 'Randonnée', running: 'Course en sentier', camping: 'Camping', everyday: 'Au quotidien' },
    icons: {
      shipping: (threshold) => `<h3>Livraison gratuite</h3><p>Dès ${threshold} d’achat, livrée en 2 à 5 jours ouvrables.</p>`,
      returns: '<h3>Retours sur 60 jours</h3><p>La taille ne convient pas? Retournez-le gratuitement.</p>',
      repairs: '<h3>Réparations à vie</h3><p>Nous réparons fermetures éclair, coutures et déchirures pour toute la vie du produit.</p>',
      shippingTerms: 'Conditions de livraison', howToReturn: 'Comment retourner un article',
      bluesign: '<p><strong>Tissus Bluesign®</strong> dans 80 % de nos vêtements.</p>',
      pickUp: '<p><strong>Ramassage en magasin</strong> le jour même.</p>',
    },
  },
  de: {
    benefitBar: { title: 'XPLR-Pass-Mitglieder bestellen immer versandkostenfrei', subtitle: 'Sammeln Sie bei jedem Einkauf Punkte und sichern Sie sich früher Zugang zum Sale.', terms: 'XPLR-Pass-Bedingungen', cta: 'Kostenlos beitreten' },
    secondaryNav: { title: 'Jacken entdecken', returns: 'Einfache Rücksendung' },
    carousel: {
      title: 'Im Gelände bewährte Lieblinge', subtitle: 'Die Ausrüstung, die unsere Guides zuerst einpacken', shopAll: 'Gesamte Ausrüstung ansehen',
      jackets: 'Jacken ansehen', boots: 'Stiefel ansehen', trailRunners: 'Trailrunning-Schuhe ansehen', backpacks: 'Rucksäcke ansehen', sleepingBags: 'Schlafsäcke ansehen', tents: 'Zelte ansehen',
    },
    stacked: { title: 'Camping-Grundausstattung' },
    linked: { title: 'Planen Sie Ihre nächste Tour', boots: 'Passende Stiefel finden', pack: 'Rucksack auswählen', tent: 'Zelt auswählen' },
    multiLink: { title: 'Im Zwiebellook durch den Winter', alt: 'Ein Bergsteiger in roter Hardshell auf einem verschneiten Grat' },
    visual: { title: 'Nach Aktivität einkaufen', hiking: 'Wandern', running: 'Trailrunning', camping: 'Zelten', everyday: 'Alltag' },
    icons: {
      shipping: (threshold) => `<h3>Versandkostenfrei</h3><p>Ab ${threshold} Bestellwert, Lieferung in 2–5 Werktagen.</p>`,
      returns: '<h3>60 Tage Rückgaberecht</h3><p>Passt nicht? Schicken Sie es kostenlos zurück.</p>',
      repairs: '<h3>Reparaturen ein Leben lang</h3><p>Wir reparieren Reißverschlüsse, Nähte und Risse – so lange, wie das Produkt hält.</p>',
      shippingTerms: 'Versandbedingungen', howToReturn: 'So funktioniert die Rücksendung',
      bluesign: '<p><strong>Bluesign®-Materialien</strong> in 80 % unserer Bekleidung.</p>',
      pickUp: '<p><strong>Noch am selben Tag</strong> im Laden abholen.</p>',
    },
  },
  nb: {
    benefitBar: { title: 'XPLR Pass-medlemmer får alltid fri frakt', subtitle: 'Samle poeng på hvert kjøp og få tidlig tilgang til salg.', terms: 'Vilkår for XPLR Pass', cta: 'Bli med gratis' },
    secondaryNav: { title: 'Handle jakker', returns: 'Enkel retur' },
    carousel: {
      title: 'Favoritter testet på tur', subtitle: 'Bla gjennom utstyret guidene våre pakker først', shopAll: 'Se alt utstyr',
      jackets: 'Se jakker', boots: 'Se støvler', trailRunners: 'Se terrengløpesko', backpacks: 'Se sekker', sleepingBags: 'Se soveposer', tents: 'Se telt',
    },
    stacked: { title: 'Det viktigste til teltturen' },
    linked: { title: 'Planlegg neste tur', boots: 'Finn støvlene dine', pack: 'Velg sekk', tent: 'Velg telt' },
    multiLink: { title: 'Kle deg i lag for vinteren', alt: 'En klatrer i rødt skall på en snødekt fjellrygg' },
    visual: { title: 'Handle etter aktivitet', hiking: 'Fjelltur', running: 'Terrengløp', camping: 'Telttur', everyday: 'Hverdag' },
    icons: {
      shipping: (threshold) => `<h3>Fri frakt</h3><p>På bestillinger over ${threshold}, levert på 2–5 virkedager.</p>`,
      returns: '<h3>60 dagers retur</h3><p>Passet det ikke? Send det tilbake gratis.</p>',
      repairs: '<h3>Reparasjon livet ut</h3><p>Vi fikser glidelåser, sømmer og rifter så lenge produktet lever.</p>',
      shippingTerms: 'Fraktvilkår', howToReturn: 'Slik returnerer du',
      bluesign: '<p><strong>Bluesign®-stoffer</strong> i 80 % av klærne våre.</p>',
      pickUp: '<p><strong>Hent i butikk</strong> samme dag.</p>',
    },
  },
};
