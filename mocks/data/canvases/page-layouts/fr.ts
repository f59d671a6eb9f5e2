import type { PageLayoutsCopy } from './types';

/** The richer named pages in French (Canada). */
export const LAYOUTS_FR: PageLayoutsCopy = {
  giftCard: {
    hero: { title: 'Offrez l’aventure', subtitle: 'Des cartes-cadeaux pour tous les sentiers, toutes les tailles et toutes les saisons.', alt: 'Une carte-cadeau nouée de ficelle sur une couverture de laine pliée', cta: 'Trouver de l’équipement à offrir' },
    points: [
      '<p><strong>Sans date d’expiration.</strong> Utilisez-la cette fin de semaine ou l’été prochain.</p>',
      '<p><strong>Numérique en quelques minutes.</strong> La carte-cadeau électronique arrive par courriel avec votre message.</p>',
      '<p><strong>En ligne et en magasin.</strong> Utilisez-la au paiement ou dans n’importe quel magasin Ridgeline.</p>',
    ],
    faq: {
      title: 'Questions sur les cartes-cadeaux',
      items: [
        ['Comment vérifier mon solde?', '<p>Entrez le numéro et le NIP de la carte au paiement : le solde s’affiche avant de payer.</p>'],
        ['Puis-je combiner une carte-cadeau avec un autre mode de paiement?', '<p>Oui. Le montant que la carte ne couvre pas se paie par carte de crédit, PayPal ou Klarna.</p>'],
        ['J’ai perdu ma carte-cadeau', '<p>Appelez-nous au {phone} ou écrivez à {email} avec votre numéro de commande et nous vous aiderons.</p>'],
      ],
    },
  },
  promotions: {
    hero: { title: 'Soldes de saison', subtitle: 'De nouvelles démarques sur les manteaux, les bottes et les sacs, jusqu’à épuisement des stocks.', alt: 'Des randonneurs sur une crête au coucher du soleil, sac au dos', cta: 'Magasiner les soldes' },
    shipping: 'Livraison standard gratuite sur toute commande de plus de {freeShippingThreshold}',
    shippingCta: 'Conditions de livraison',
    offersTitle: 'Offres par catégorie',
    offersCta: 'Voir les offres',
    faq: {
      title: 'Comment fonctionnent les offres',
      items: [
        ['Comment utiliser un code promo?', '<p>Entrez-le dans le panier sous « Code promo ». Le rabais apparaît tout de suite dans le résumé de la commande.</p>'],
        ['Puis-je utiliser deux codes sur une commande?', '<p>Un code par commande. Les offres automatiques comme la livraison gratuite s’appliquent quand même.</p>'],
        ['Les membres ont-ils droit à plus?', '<p>Les membres XPLR Pass accumulent aussi des points sur les articles soldés et sont informés des offres en premier.</p>'],
      ],
    },
  },
  storeLocator: {
    hero: { title: 'Venez nous voir', subtitle: 'Essayez, faites-vous conseiller et parlez sentiers avec des gens qui les parcourent.', alt: 'L’intérieur d’un magasin Ridgeline avec des bottes sur un mur de bois', cta: 'Visiter notre magasin phare' },
    points: [
      '<p><strong>Cueillette gratuite.</strong> Commandez en ligne et récupérez en magasin, souvent le jour même.</p>',
      '<p><strong>Réparations.</strong> Fermetures éclair, coutures et boucles réparées à nos établis.</p>',
      '<p><strong>Ajustement de bottes.</strong> Nos conseillers mesurent vos deux pieds et trouvent la bonne forme.</p>',
    ],
    faq: {
      title: 'Cueillette en magasin',
      items: [
        ['Quand ma commande est-elle prête?', '<p>Nous envoyons un courriel dès que votre commande est prête, habituellement en moins de deux heures.</p>'],
        ['Que dois-je apporter?', '<p>Le courriel de confirmation et une pièce d’identité avec photo. Une autre personne peut venir avec votre confirmation.</p>'],
        ['Combien de temps est-elle gardée?', '<p>Nous gardons votre commande sept jours, puis nous la remboursons en entier.</p>'],
      ],
    },
    storesTitle: 'Nos magasins',
    flagship: 'Magasin phare Westend',
    events: 'Événements Basecamp',
  },
  loyaltyModal: {
    points: [
      '<p><strong>Des points à chaque commande.</strong> Échangez-les contre des bons au paiement.</p>',
      '<p><strong>Accès anticipé.</strong> Magasinez les nouvelles collections avant tout le monde.</p>',
      '<p><strong>Une récompense d’anniversaire.</strong> Une petite attention chaque année.</p>',
    ],
    join: 'Adhérer à XPLR Pass',
    faq: {
      title: 'À propos de XPLR Pass',
      items: [
        ['Est-ce payant?', '<p>Non. L’adhésion est gratuite et vous pouvez partir quand vous voulez.</p>'],
        ['Comment les points deviennent-ils des bons?', '<p>Dès que vous avez assez de points, le paiement vous propose le bon le plus élevé auquel vous avez droit.</p>'],
        ['J’ai déjà un compte', '<p>Connectez-vous et adhérez en une étape : vos commandes et vos coordonnées restent les mêmes.</p>'],
      ],
    },
  },
  signInModal: {
    points: [
      '<p><strong>Suivez vos commandes</strong> de notre entrepôt jusqu’à votre porte.</p>',
      '<p><strong>Vos points XPLR Pass</strong> et vos bons au même endroit.</p>',
      '<p><strong>Votre équipement sauvegardé</strong> et vos favoris sur tous vos appareils.</p>',
    ],
    forgot: '<p>Mot de passe oublié? <a href="#modal=forgot-password">Réinitialisez votre mot de passe</a> et nous vous enverrons un lien par courriel.</p>',
    signIn: 'Se connecter',
    signUp: 'Créer un compte',
  },
  signUpModal: {
    points: [
      '<p><strong>Accumulez des points</strong> dès votre première commande.</p>',
      '<p><strong>Livraison standard gratuite</strong> sur les commandes de plus de {freeShippingThreshold}.</p>',
      '<p><strong>Nouvelles des sentiers</strong> et offres, seulement si vous le demandez.</p>',
    ],
    signUp: 'Créer un compte',
    joinLoyalty: 'Créer un compte et adhérer à XPLR Pass',
  },
  locationSelector: {
    market: '<p>Sur ce site, les prix sont affichés en {currency} et la livraison standard est gratuite sur les commandes de plus de {freeShippingThreshold}.</p>',
    choose: 'Choisir votre emplacement',
  },
  basecamp: {
    hero: { title: 'Basecamp', subtitle: 'Randonnées guidées, ateliers et soirées cinéma avec votre magasin.', alt: 'Un groupe de randonneurs autour d’une carte au départ d’un sentier', cta: 'Trouver votre magasin' },
    points: [
      '<p><strong>Randonnées guidées</strong> pour tous les rythmes, menées par notre équipe.</p>',
      '<p><strong>Ateliers de réparation</strong> pour apprendre à réparer votre équipement.</p>',
      '<p><strong>Soirées cinéma</strong> avec les meilleurs films de montagne de l’année.</p>',
    ],
    faq: {
      title: 'Participer à un événement',
      items: [
        ['Qui peut participer?', '<p>Toute personne ayant un compte. Les membres XPLR Pass réservent en premier.</p>'],
        ['Est-ce payant?', '<p>La plupart des événements sont gratuits. Les frais éventuels sont indiqués avant l’inscription.</p>'],
        ['Puis-je amener quelqu’un?', '<p>Si l’événement accepte un invité, vous pouvez ajouter son nom à l’inscription.</p>'],
      ],
    },
  },
  westend: {
    hero: { title: 'Magasin phare Westend', subtitle: 'Trois étages d’équipement, un mur d’escalade et un atelier de réparation.', alt: 'La devanture du magasin Westend au crépuscule, vitrines allumées', cta: 'Voir tous les magasins' },
    wallTitle: 'Essayez avant d’acheter',
    wall: '<p>Essayez baudriers et chaussons sur notre mur intérieur, et testez vos bottes sur la rampe avant de choisir.</p>',
    wallAlt: 'Une grimpeuse sur le mur intérieur du magasin Westend',
    points: [
      '<p><strong>Cueillette gratuite</strong> des commandes en ligne.</p>',
      '<p><strong>Atelier de réparation</strong> ouvert sept jours sur sept.</p>',
      '<p><strong>Ajustement de bottes</strong> sur rendez-vous ou sans rendez-vous.</p>',
    ],
    faq: {
      title: 'Visiter Westend',
      items: [
        ['Quelles sont vos heures d’ouverture?', '<p>Du lundi au samedi de 10 h à 20 h, le dimanche de 11 h à 18 h.</p>'],
        ['Comment s’y rendre?', '<p>À deux minutes de la gare centrale, avec des supports à vélos devant la porte.</p>'],
        ['Puis-je appeler le magasin?', '<p>Notre service à la clientèle vous met en contact : {phone}.</p>'],
      ],
    },
  },
};
