import type { Localised } from '../language';

type Role = 'employee' | 'athlete' | 'ipa' | 'wranx';

/**
 * The category, product and fragment canvases' words. `name` is a category's name in the
 * site's language and `safeName` the same escaped for rich text; `contact` and `privacy`
 * are page URLs; `threshold` is the market's free-shipping threshold, already formatted.
 */
export interface CommerceCopy {
  category: {
    description: (name: string) => string;
    about: (safeName: string) => string;
    noResults: (safeName: string, contact: string) => string;
  };
  mensJackets: { title: string; alt: string; cta: string };
  womensJackets: { title: string; subtitle: string; alt: string; cta: string };
  shippingBanner: { title: (threshold: string) => string; cta: string };
  productEspot: { title: (threshold: string) => string; cta: string; gallery: string };
  newsletter: { title: string; richText: (privacy: string) => string };
  roleBanners: Readonly<Record<Role, string>> & { cta: string };
}

export const COMMERCE_COPY: Localised<CommerceCopy> = {
  en: {
    category: {
      description: (name) => `Shop ${name.toLowerCase()} from Ridgeline: technical outdoor gear built for real mountain days.`,
      about: (name) => `<h2>About ${name}</h2><p>Every piece in our ${name.toLowerCase()} range is field-tested by guides and athletes before it reaches the shelf, and backed by our lifetime repair promise.</p>`,
      noResults: (name, contact) => `<h2>No ${name.toLowerCase()} match these filters</h2><p>Try removing a filter or two, or ask our crew on the <a href="${contact}">contact page</a> — we may have it in store.</p>`,
    },
    mensJackets: { title: 'Shells for every storm', alt: 'A climber in a red shell jacket on a windy ridge', cta: 'Add a fleece layer' },
    womensJackets: { title: 'Weather, handled', subtitle: 'Waterproof, windproof and packable.', alt: 'A hiker in a blue rain jacket above a fjord', cta: 'Shop hiking pants' },
    shippingBanner: { title: (threshold) => `Free shipping over ${threshold}`, cta: 'See details' },
    productEspot: { title: (threshold) => `Free shipping over ${threshold} and free 60-day returns`, cta: 'Returns policy', gallery: 'Out there in our gear' },
    newsletter: {
      title: 'Stay in the loop',
      richText: (privacy) => `<p>Sign up for trail stories, new gear and <strong>member-only offers</strong>. Read our <a href="${privacy}">privacy notice</a>.</p>`,
    },
    roleBanners: {
      employee: 'Associate discount: your employee pricing is applied at checkout',
      athlete: 'Athlete credit: your annual credit is ready to spend at checkout',
      ipa: 'IPA member pricing is applied to everything in your cart',
      wranx: 'WRANX discount: your member price shows at checkout',
      cta: 'Details',
    },
  },
  fr: {
    category: {
      description: (name) => `${name} chez Ridgeline : de l’équipement de plein air technique, conçu pour les vraies journées en montagne.`,
      about: (name) => `<h2>${name} : notre engagement</h2><p>Chaque article de la catégorie « ${name} » est mis à l’épreuve sur le terrain par des guides et des athlètes avant d’arriver en magasin, et couvert par notre garantie de réparation à vie.</p>`,
      noResults: (name, contact) => `<h2>Aucun article de la catégorie « ${name} » ne correspond à ces filtres</h2><p>Essayez de retirer un filtre ou deux, ou écrivez à notre équipe sur la <a href="${contact}">page Nous joindre</a> : nous l’avons peut-être en magasin.</p>`,
    },
    mensJackets: { title: 'Une coquille pour chaque tempête', alt: 'Un grimpeur en manteau coquille rouge sur une crête venteuse', cta: 'Ajouter une couche en molleton' },
    womensJackets: { title: 'La météo? Réglé.', subtitle: 'Imperméable, coupe-vent et compressible.', alt: 'Une randonneuse en imperméable bleu au-dessus d’un fjord', cta: 'Voir les pantalons de randonnée' },
    shippingBanner: { title: (threshold) => `Livraison gratuite dès ${threshold} d’achat`, cta: 'Voir les détails' },
    productEspot: { title: (threshold) => `Livraison gratuite dès ${threshold} d’achat et retours gratuits pendant 60 jours`, cta: 'Politique de retour', gallery: 'Notre équipement sur le terrain' },
    newsletter: {
      title: 'Restez dans le coup',
      richText: (privacy) => `<p>Abonnez-vous pour recevoir nos récits de sentier, nos nouveautés et des <strong>offres réservées aux membres</strong>. Consultez notre <a href="${privacy}">avis de confidentialité</a>.</p>`,
    },
    roleBanners: {
      employee: 'Rabais des employés : votre prix employé s’applique à la caisse',
      athlete: 'Crédit athlète : votre crédit annuel est prêt à utiliser à la caisse',
      ipa: 'Le prix membre IPA s’applique à tout votre panier',
      wranx: 'Rabais WRANX : votre prix membre s’affiche à la caisse',
      cta: 'Détails',
    },
  },
  de: {
    category: {
      description: (name) => `${name} bei Ridgeline: technische Outdoor-Ausrüstung für echte Tage in den Bergen.`,
      about: (name) => `<h2>${name} von Ridgeline</h2><p>Jedes Teil aus dem Bereich „${name}“ wird von Bergführern und Athleten im Gelände getestet, bevor es in den Handel kommt – und ist durch unser lebenslanges Reparaturversprechen abgesichert.</p>`,
      noResults: (name, contact) => `<h2>Keine Artikel in „${name}“ passen zu diesen Filtern</h2><p>Entfernen Sie einen oder zwei Filter oder fragen Sie unser Team über die <a href="${contact}">Kontaktseite</a> – vielleicht haben wir es im Laden.</p>`,
    },
    mensJackets: { title: 'Hardshells für jeden Sturm', alt: 'Ein Kletterer in roter Hardshell-Jacke auf einem windigen Grat', cta: 'Fleece als zweite Lage' },
    womensJackets: { title: 'Jedem Wetter gewachsen', subtitle: 'Wasserdicht, winddicht und klein verpackbar.', alt: 'Eine Wanderin in blauer Regenjacke hoch über einem Fjord', cta: 'Wanderhosen entdecken' },
    shippingBanner: { title: (threshold) => `Versandkostenfrei ab ${threshold}`, cta: 'Mehr erfahren' },
    productEspot: { title: (threshold) => `Versandkostenfrei ab ${threshold} und 60 Tage kostenlose Rücksendung`, cta: 'Rückgaberecht', gallery: 'Unsere Ausrüstung unterwegs' },
    newsletter: {
      title: 'Immer auf dem Laufenden',
      richText: (privacy) => `<p>Melden Sie sich an für Geschichten vom Trail, neue Ausrüstung und <strong>exklusive Angebote für Mitglieder</strong>. Lesen Sie unsere <a href="${privacy}">Datenschutzerklärung</a>.</p>`,
    },
    roleBanners: {
      employee: 'Mitarbeiterrabatt: Ihr Mitarbeiterpreis gilt automatisch an der Kasse',
      athlete: 'Athleten-Guthaben: Ihr Jahresguthaben können Sie an der Kasse einlösen',
      ipa: 'Ihr IPA-Mitgliederpreis gilt für alle Artikel im Warenkorb',
      wranx: 'WRANX-Rabatt: Ihr Mitgliederpreis erscheint an der Kasse',
      cta: 'Mehr erfahren',
    },
  },
  nb: {
    category: {
      description: (name) => `${name} fra Ridgeline: teknisk friluftsutstyr laget for ekte dager i fjellet.`,
      about: (name) => `<h2>${name} fra Ridgeline</h2><p>Alt i kategorien ${name.toLowerCase()} er testet i felt av guider og utøvere før det kommer i butikk, og dekkes av reparasjonsløftet vårt – livet ut.</p>`,
      noResults: (name, contact) => `<h2>Ingen treff i ${name.toLowerCase()} med disse filtrene</h2><p>Prøv å fjerne et filter eller to, eller spør gjengen vår via <a href="${contact}">kontaktsiden</a> – kanskje vi har det i butikk.</p>`,
    },
    mensJackets: { title: 'Skall for all slags uvær', alt: 'En klatrer i rød skalljakke på en forblåst fjellrygg', cta: 'Legg til et fleecelag' },
    womensJackets: { title: 'Klar for alt vær', subtitle: 'Vanntett, vindtett og lett å pakke.', alt: 'En turgåer i blå regnjakke høyt over en fjord', cta: 'Se turbukser' },
    shippingBanner: { title: (threshold) => `Fri frakt over ${threshold}`, cta: 'Se detaljer' },
    productEspot: { title: (threshold) => `Fri frakt over ${threshold} og gratis retur i 60 dager`, cta: 'Returvilkår', gallery: 'Utstyret vårt på tur' },
    newsletter: {
      title: 'Hold deg oppdatert',
      richText: (privacy) => `<p>Meld deg på for turhistorier, nytt utstyr og <strong>tilbud bare for medlemmer</strong>. Les <a href="${privacy}">personvernerklæringen</a> vår.</p>`,
    },
    roleBanners: {
      employee: 'Ansattrabatt: ansattprisen din gjelder automatisk i kassen',
      athlete: 'Utøverkreditt: den årlige kreditten din kan brukes i kassen',
      ipa: 'IPA-medlemspris gjelder for alt i handlekurven',
      wranx: 'WRANX-rabatt: medlemsprisen din vises i kassen',
      cta: 'Les mer',
    },
  },
};
