import type { FamilyCopyTable } from './family-copy';

// Written for Quebec shoppers as its outdoor shops write: manteau, tuque, mitaines, glissière;
// the noun comes first and the model name after it ("Manteau coquille Aspen").

export const FAMILY_COPY_FR: FamilyCopyTable = {
  jacket: {
    nouns: [
      { word: 'Manteau', gender: 'm' }, { word: 'Manteau coquille', gender: 'm' }, { word: 'Doudoune', gender: 'f' },
      { word: 'Parka isolée', gender: 'f' }, { word: 'Imperméable', gender: 'm' }, { word: 'Veste softshell', gender: 'f' },
      { word: 'Chandail à capuchon hybride', gender: 'm' },
    ],
    activities: ['les ascensions alpines', 'les randonnées pluvieuses d’entre-saison', 'les relais au froid', 'les sorties de ski de haute route rapides', 'la météo de tous les jours en montagne'],
    features: [
      'Le capuchon compatible avec un casque s’ajuste d’un seul geste',
      'Des glissières sous les bras évacuent la chaleur dans les montées raides',
      'Deux poches poitrine restent accessibles avec une ceinture de sac',
      'Les coutures scellées bloquent la pluie battante',
    ],
    materials: [
      'une membrane trois couches en nylon recyclé',
      'un duvet 700 d’origine responsable',
      'un tissu extensible avec déperlant sans PFC',
      'un isolant synthétique qui garde sa chaleur même humide',
    ],
  },
  fleece: {
    nouns: [{ word: 'Molleton', gender: 'm' }, { word: 'Chandail à capuchon en molleton quadrillé', gender: 'm' }, { word: 'Veste Sherpa', gender: 'f' }, { word: 'Molleton à demi-glissière', gender: 'm' }],
    activities: ['les matins frisquets au départ du sentier', 'porter sous une coquille', 'les soirées au camp', 'les courses d’hiver intenses'],
    features: [
      'Le dos quadrillé évacue l’humidité pendant l’effort',
      'Des passe-pouces gardent les poignets en place',
      'Une poche poitrine à glissière accueille un téléphone',
      'Les coutures plates restent confortables sous un sac',
    ],
    materials: ['un molleton quadrillé en polyester recyclé', 'une fibre bouclée gonflante qui sèche vite', 'un molleton extensible à envers brossé'],
  },
  baselayer: {
    nouns: [{ word: 'Chandail ras du cou en mérinos', gender: 'm' }, { word: 'Haut de couche de base', gender: 'm' }, { word: 'Haut de couche de base à col zippé', gender: 'm' }, { word: 'Collant en mérinos', gender: 'm' }],
    activities: ['les treks de plusieurs jours', 'le ski hors-piste', 'les courses en sentier par temps froid', 'les nuits sous la tente'],
    features: [
      'Les coutures d’épaules décalées évitent le frottement des bretelles',
      'Le bas allongé reste bien rentré',
      'La résistance aux odeurs espace les lavages en expédition',
    ],
    materials: ['une laine mérinos de 18,5 microns', 'un mélange mérinos et nylon à âme filée', 'un tricot en polyester recyclé qui évacue vite l’humidité'],
  },
  pants: {
    nouns: [{ word: 'Pantalon de sentier', gender: 'm' }, { word: 'Pantalon convertible', gender: 'm' }, { word: 'Pantalon de trekking', gender: 'm' }, { word: 'Pantalon softshell', gender: 'm' }],
    activities: ['les longues journées sur les sentiers rocailleux', 'les approches avec passages d’escalade', 'la randonnée par temps chaud', 'les treks d’entre-saison'],
    features: [
      'L’entrejambe à soufflet suit chaque grand pas',
      'Les jambes amovibles le transforment en short',
      'Les bas de jambes renforcés résistent aux crampons',
      'Une poche à la cuisse accueille une carte pliée',
    ],
    materials: ['un nylon extensible dans les quatre sens', 'un tissu indéchirable robuste au fini déperlant', 'un tissage softshell respirant'],
  },
  boot: {
    nouns: [{ word: 'Botte mi-haute GTX', gender: 'f' }, { word: 'Botte de randonnée', gender: 'f' }, { word: 'Botte de trekking en cuir', gender: 'f' }, { word: 'Chaussure d’approche mi-haute', gender: 'f' }],
    activities: ['les treks avec un sac lourd', 'les randonnées d’un jour dans la boue', 'les descentes dans les éboulis', 'les tournées de refuge en refuge'],
    features: [
      'Une membrane imperméable garde les pieds au sec dans les traversées de ruisseaux',
      'Un pare-pierres en caoutchouc protège des chocs contre la roche',
      'La semelle à crampons mord sur la pierre mouillée',
    ],
    materials: ['un cuir pleine fleur', 'une tige en suède et en tissu indéchirable', 'un filet recyclé aux renforts soudés'],
  },
  runner: {
    nouns: [{ word: 'Chaussure de course en sentier', gender: 'f' }, { word: 'Chaussure de sentier', gender: 'f' }, { word: 'Chaussure d’ultra-trail', gender: 'f' }, { word: 'Chaussure de randonnée rapide', gender: 'f' }],
    activities: ['les sentiers techniques', 'les courses d’ultra-distance', 'le fastpacking', 'les courses boueuses en montagne'],
    features: [
      'Une plaque anti-roches atténue les pierres pointues',
      'Des crampons de 5 mm agrippent les sols meubles',
      'Une languette à soufflet bloque les gravillons',
    ],
    materials: ['une tige en filet technique', 'une semelle intermédiaire en EVA dynamique', 'une semelle extérieure en caoutchouc adhérent'],
  },
  pack: {
    nouns: [{ word: 'Sac de jour {m} 22', gender: 'm' }, { word: 'Sac à dos {m} 35', gender: 'm' }, { word: 'Sac de trekking {m} 50', gender: 'm' }, { word: 'Sac d’expédition {m} 65', gender: 'm' }],
    activities: ['les journées au sommet', 'les traversées de refuge en refuge', 'les boucles d’une nuit', 'les longues fins de semaine en arrière-pays'],
    features: [
      'Un dos ventilé vous garde au frais dans les montées',
      'Le rabat se transforme en sac banane',
      'Des porte-piolets et des sangles de compression latérales prennent le surplus',
    ],
    materials: ['un corps en tissu indéchirable 210D recyclé', 'un nylon enduit sans PFC', 'un cadre léger en aluminium'],
  },
  tent: {
    nouns: [{ word: 'Tente {m} 2 places', gender: 'f' }, { word: 'Tente {m} 3 places', gender: 'f' }, { word: 'Tente ultralégère', gender: 'f' }, { word: 'Tente quatre saisons', gender: 'f' }],
    activities: ['les randonnées avec nuitée', 'les camps alpins exposés', 'les fins de semaine en famille au lac', 'les emplacements venteux sur la côte'],
    features: [
      'Deux portes et deux vestibules mettent fin aux contorsions nocturnes',
      'Des attaches de couleur rendent le montage rapide',
      'Le double toit se monte en premier et garde l’intérieur au sec sous la pluie',
    ],
    materials: ['un double toit indéchirable enduit de silicone', 'des arceaux en aluminium DAC', 'un plancher baignoire en nylon 40D'],
  },
  sleepingBag: {
    nouns: [{ word: 'Sac de couchage en duvet {m} -7 °C', gender: 'm' }, { word: 'Sac de couchage synthétique {m} 0 °C', gender: 'm' }, { word: 'Couette ultralégère', gender: 'f' }, { word: 'Sac de couchage d’hiver {m} -18 °C', gender: 'm' }],
    activities: ['le camping d’entre-saison', 'le fastpacking', 'les séjours en refuge l’hiver', 'le camping en voiture'],
    features: [
      'Un capuchon galbé retient la chaleur',
      'Une glissière antiaccroc court sur toute la longueur',
      'Un sac de compression et un sac de rangement sont inclus',
    ],
    materials: ['un duvet 750 d’origine responsable', 'un isolant synthétique recyclé', 'une enveloppe douce en nylon 20D'],
  },
  headwear: {
    nouns: [{ word: 'Tuque', gender: 'f' }, { word: 'Casquette trucker', gender: 'f' }, { word: 'Chapeau de soleil', gender: 'm' }, { word: 'Cache-cou', gender: 'm' }],
    activities: ['les matins glacials', 'les arêtes ensoleillées', 'l’après-ski', 'la course en sentier'],
    features: ['Un revers se replie pour ajuster la taille', 'Le tissu FPU 50 bloque le soleil ardent', 'Une doublure douce ne pique pas'],
    materials: ['un tricot côtelé en laine mérinos', 'un sergé en polyester recyclé', 'une toile de coton biologique'],
  },
  gloves: {
    nouns: [{ word: 'Sous-gants', gender: 'mp' }, { word: 'Gants softshell', gender: 'mp' }, { word: 'Gants isolés', gender: 'mp' }, { word: 'Mitaines', gender: 'fp' }],
    activities: ['le ski de haute route', 'la randonnée d’hiver', 'les approches en escalade de glace', 'les trajets au froid'],
    features: [
      'Des bouts de doigts tactiles permettent de consulter la carte',
      'Une paume en cuir agrippe bâtons et piolets',
      'Des dragonnes aux poignets les empêchent de s’envoler',
    ],
    materials: ['l’alliance de cuir de chèvre et de softshell', 'un isolant PrimaLoft', 'un tricot doublure en mérinos'],
  },
};
