import type { Localised } from '../../language';

interface BannerCopy {
  title: string;
  alt: string;
}

/** The kitchen-sink banners' words; `tents` and `offer` are page URLs set into rich text. */
export interface BannersCopy {
  hero: BannerCopy & { eyebrow: string; overline: string; subtitle: string; mensJackets: string; womensJackets: string; caption: string };
  image: BannerCopy & { eyebrow: string; subtitle: string; cta: string; caption: string };
  overlay: BannerCopy & { overline: string; richText: (tents: string) => string; cta: string };
  blockBelow: BannerCopy & { eyebrow: string; richText: (offer: string) => string };
  espot: BannerCopy & { richText: string; cta: string };
  menuTile: BannerCopy & { richText: string };
  split: BannerCopy & { richText: string; cta: string };
  thin: { title: string; cta: string };
}

export const BANNERS_COPY: Localised<BannersCopy> = {
  en: {
    hero: {
      eyebrow: 'New season', overline: 'Alpine collection', title: 'Higher, lighter, warmer', subtitle: 'Technical shells and insulation for shoulder-season summits.',
      alt: 'A climber on a snowy ridge under a clear blue sky', mensJackets: "Shop men's jackets", womensJackets: "Shop women's jackets", caption: 'Photographed on the Haute Route',
    },
    image: {
      eyebrow: 'Trail running', title: 'Grip that goes the distance', subtitle: 'Lugged outsoles and rock plates for technical descents.',
      alt: 'A runner descending a rocky trail at dusk', cta: 'Shop trail runners', caption: 'Vertical kilometre, Chamonix',
    },
    overlay: {
      overline: 'Sleep systems', title: 'Warm nights, light packs', alt: 'A lit tent under the Milky Way', cta: 'Shop sleeping bags',
      richText: (tents) => `<p>Down and synthetic bags rated to <strong>-10 °C</strong>, from 890 g. See our <a href="${tents}">tents</a> too.</p>`,
    },
    blockBelow: {
      eyebrow: 'Members save more', title: 'Up to 30% off packs this week', alt: 'Three backpacks leaning against a boulder',
      richText: (offer) => `<p>Daypacks and overnight packs from our best-selling range. Read the <a href="${offer}">offer terms</a>.</p>`,
    },
    espot: { title: 'Free returns for 60 days', richText: '<p>Changed your mind on the trail? Send it back, free.</p>', alt: 'A folded jacket in a recycled shipping box', cta: 'How returns work' },
    menuTile: { title: 'Warm heads, happy hikers', richText: '<p>Beanies and caps for cold starts.</p>', alt: 'A knitted beanie on a trekking pole' },
    split: {
      title: 'Boots broken in by the mountains', richText: '<p>Waterproof membranes, Vibram soles and a heel lock that stays put on long descents.</p>',
      alt: 'Muddy hiking boots on a granite slab', cta: 'Shop hiking boots',
    },
    thin: { title: 'Gloves for every season, from liners to mitts', cta: 'Shop gloves' },
  },
  fr: {
    hero: {
      eyebrow: 'Nouvelle saison', overline: 'Collection alpine', title: 'Plus haut, plus léger, plus chaud', subtitle: 'Des coquilles techniques et des isolants pour les sommets d’entre-saisons.',
      alt: 'Un grimpeur sur une arête enneigée sous un ciel bleu', mensJackets: 'Manteaux pour hommes', womensJackets: 'Manteaux pour femmes', caption: 'Photographié sur la Haute Route',
    },
    image: {
      eyebrow: 'Course en sentier', title: 'Une adhérence qui tient la distance', subtitle: 'Semelles à crampons et plaques anti-roches pour les descentes techniques.',
      alt: 'Un coureur qui descend un sentier rocailleux au crépuscule', cta: 'Voir les chaussures de course en sentier', caption: 'Kilomètre vertical, Chamonix',
    },
    overlay: {
      overline: 'Systèmes de couchage', title: 'Nuits chaudes, sacs légers', alt: 'Une tente éclairée sous la Voie lactée', cta: 'Voir les sacs de couchage',
      richText: (tents) => `<p>Des sacs en duvet et en synthétique homologués jusqu’à <strong>-10 °C</strong>, à partir de 890 g. Découvrez aussi nos <a href="${tents}">tentes</a>.</p>`,
    },
    blockBelow: {
      eyebrow: 'Les membres économisent plus', title: 'Jusqu’à 30 % de rabais sur les sacs à dos cette semaine', alt: 'Trois sacs à dos appuyés contre un rocher',
      richText: (offer) => `<p>Sacs de jour et sacs de nuitée parmi nos meilleurs vendeurs. Consultez les <a href="${offer}">conditions de l’offre</a>.</p>`,
    },
    espot: { title: 'Retours gratuits pendant 60 jours', richText: '<p>Vous avez changé d’idée en sentier? Retournez-le, c’est gratuit.</p>', alt: 'Un manteau plié dans une boîte d’expédition recyclée', cta: 'Comment fonctionnent les retours' },
    menuTile: { title: 'Tête au chaud, randonneurs heureux', richText: '<p>Tuques et casquettes pour les départs frisquets.</p>', alt: 'Une tuque tricotée sur un bâton de marche' },
    split: {
      title: 'Des bottes rodées par la montagne', richText: '<p>Membranes imperméables, semelles Vibram et un talon bien maintenu dans les longues descentes.</p>',
      alt: 'Des bottes de randonnée boueuses sur une dalle de granit', cta: 'Voir les bottes de randonnée',
    },
    thin: { title: 'Des gants pour chaque saison, des sous-gants aux mitaines', cta: 'Voir les gants' },
  },
  de: {
    hero: {
      eyebrow: 'Neue Saison', overline: 'Alpin-Kollektion', title: 'Höher, leichter, wärmer', subtitle: 'Technische Hardshells und Isolation für Gipfel in der Übergangszeit.',
      alt: 'Ein Bergsteiger auf einem verschneiten Grat unter blauem Himmel', mensJackets: 'Herrenjacken entdecken', womensJackets: 'Damenjacken entdecken', caption: 'Fotografiert auf der Haute Route',
    },
    image: {
      eyebrow: 'Trailrunning', title: 'Grip, der durchhält', subtitle: 'Profilsohlen und Steinschutzplatten für technische Abstiege.',
      alt: 'Ein Läufer auf einem felsigen Trail in der Abenddämmerung', cta: 'Trailrunning-Schuhe entdecken', caption: 'Vertikalkilometer, Chamonix',
    },
    overlay: {
      overline: 'Schlafsysteme', title: 'Warme Nächte, leichtes Gepäck', alt: 'Ein beleuchtetes Zelt unter der Milchstraße', cta: 'Schlafsäcke entdecken',
      richText: (tents) => `<p>Daunen- und Kunstfaserschlafsäcke bis <strong>-10 °C</strong>, ab 890 g. Entdecken Sie auch unsere <a href="${tents}">Zelte</a>.</p>`,
    },
    blockBelow: {
      eyebrow: 'Mitglieder sparen mehr', title: 'Diese Woche bis zu 30 % auf Rucksäcke', alt: 'Drei Rucksäcke an einen Felsblock gelehnt',
      richText: (offer) => `<p>Tages- und Tourenrucksäcke aus unserem meistverkauften Sortiment. Lesen Sie die <a href="${offer}">Aktionsbedingungen</a>.</p>`,
    },
    espot: { title: '60 Tage kostenlose Rücksendung', richText: '<p>Unterwegs umentschieden? Schicken Sie es kostenlos zurück.</p>', alt: 'Eine gefaltete Jacke in einem recycelten Versandkarton', cta: 'So funktioniert die Rücksendung' },
    menuTile: { title: 'Warmer Kopf, gute Laune', richText: '<p>Mützen und Caps für kalte Morgen.</p>', alt: 'Eine Strickmütze auf einem Trekkingstock' },
    split: {
      title: 'Eingelaufen in den Bergen', richText: '<p>Wasserdichte Membranen, Vibram-Sohlen und ein Fersenhalt, der auch auf langen Abstiegen sitzt.</p>',
      alt: 'Schlammige Wanderstiefel auf einer Granitplatte', cta: 'Wanderstiefel entdecken',
    },
    thin: { title: 'Handschuhe für jede Jahreszeit – vom Liner bis zum Fäustling', cta: 'Handschuhe entdecken' },
  },
  nb: {
    hero: {
      eyebrow: 'Ny sesong', overline: 'Alpinkolleksjonen', title: 'Høyere, lettere, varmere', subtitle: 'Tekniske skalljakker og isolasjon for topptur i skuldersesongen.',
      alt: 'En klatrer på en snødekt egg under klarblå himmel', mensJackets: 'Se herrejakker', womensJackets: 'Se damejakker', caption: 'Fotografert på Haute Route',
    },
    image: {
      eyebrow: 'Terrengløp', title: 'Grep som varer hele veien', subtitle: 'Grovmønstrede såler og steinplater for tekniske nedoverbakker.',
      alt: 'En løper på vei ned en steinete sti i skumringen', cta: 'Se terrengløpesko', caption: 'Vertikalkilometer, Chamonix',
    },
    overlay: {
      overline: 'Soveposer og underlag', title: 'Varme netter, lette sekker', alt: 'Et opplyst telt under Melkeveien', cta: 'Se soveposer',
      richText: (tents) => `<p>Dun- og syntetposer ned til <strong>-10 °C</strong>, fra 890 g. Se også <a href="${tents}">teltene</a> våre.</p>`,
    },
    blockBelow: {
      eyebrow: 'Medlemmer sparer mer', title: 'Opptil 30 % på sekker denne uken', alt: 'Tre sekker lent mot en stein',
      richText: (offer) => `<p>Dagstursekker og overnattingssekker fra bestselgerne våre. Les <a href="${offer}">tilbudsvilkårene</a>.</p>`,
    },
    espot: { title: 'Gratis retur i 60 dager', richText: '<p>Ombestemt deg på tur? Send det tilbake, helt gratis.</p>', alt: 'En sammenbrettet jakke i en resirkulert fraktkartong', cta: 'Slik fungerer retur' },
    menuTile: { title: 'Varmt hode, glad turgåer', richText: '<p>Luer og caps for kalde morgener.</p>', alt: 'En strikket lue på en turstav' },
    split: {
      title: 'Støvler gått inn i fjellet', richText: '<p>Vanntette membraner, Vibram-såler og god hælfiksering som sitter på lange nedstigninger.</p>',
      alt: 'Gjørmete fjellstøvler på en granittheller', cta: 'Se fjellstøvler',
    },
    thin: { title: 'Hansker for alle årstider, fra innerhansker til votter', cta: 'Se hansker' },
  },
};
