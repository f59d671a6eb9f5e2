import type { Localised } from './language';

/*
 * The copy of the richer named pages (./page-layouts.ts), in the four CMS languages. Market facts
 * are placeholders the layout fills from the market's rules: {freeShippingThreshold},
 * {standardDeliveryCost}, {phone}, {email}, {currency}.
 */

/** A hero: headline, subtitle, the picture's description and its call to action. */
export interface HeroCopy {
  title: string;
  subtitle: string;
  alt: string;
  cta: string;
}

/** Three short rich-text points under icons. */
export type Points = readonly [string, string, string];

/** Questions and answers (rich text). */
export interface Faq {
  title: string;
  items: ReadonlyArray<readonly [string, string]>;
}

export interface PageLayoutsCopy {
  giftCard: { hero: HeroCopy; points: Points; faq: Faq };
  promotions: { hero: HeroCopy; shipping: string; shippingCta: string; offersTitle: string; offersCta: string; faq: Faq };
  storeLocator: { hero: HeroCopy; points: Points; faq: Faq; storesTitle: string; flagship: string; events: string };
  loyaltyModal: { points: Points; join: string; faq: Faq };
  signInModal: { points: Points; forgot: string; signIn: string; signUp: string };
  signUpModal: { points: Points; signUp: string; joinLoyalty: string };
  locationSelector: { market: string; choose: string };
  basecamp: { hero: HeroCopy; points: Points; faq: Faq };
  westend: { hero: HeroCopy; wallTitle: string; wall: string; wallAlt: string; points: Points; faq: Faq };
}

export const PAGE_LAYOUTS_COPY: Localised<PageLayoutsCopy> = {
  en: {
    giftCard: {
      hero: { title: 'Give the gift of adventure', subtitle: 'Gift cards for every trail, every size and every season.', alt: 'A gift card tied with twine on a folded wool blanket', cta: 'Find gear to gift' },
      points: [
        '<p><strong>Never expires.</strong> Spend it this weekend or next summer.</p>',
        '<p><strong>Digital in minutes.</strong> E-gift cards arrive by email with your message.</p>',
        '<p><strong>Online and in store.</strong> Use it at checkout or at any Ridgeline store.</p>',
      ],
      faq: {
        title: 'Gift card questions',
        items: [
          ['How do I check my balance?', '<p>Enter the card number and PIN at checkout: the balance shows before you pay.</p>'],
          ['Can I combine a gift card with another payment?', '<p>Yes. Whatever the card does not cover can be paid by credit card, PayPal or Klarna.</p>'],
          ['I lost my gift card', '<p>Call us on {phone} or write to {email} with your order number and we will help.</p>'],
        ],
      },
    },
    promotions: {
      hero: { title: 'Season sale', subtitle: 'Fresh markdowns on jackets, boots and packs while stock lasts.', alt: 'Hikers on a ridge at sunset carrying packs', cta: 'Shop the sale' },
      shipping: 'Free standard delivery on every order over {freeShippingThreshold}',
      shippingCta: 'Shipping terms',
      offersTitle: 'Offers by category',
      offersCta: 'See the offers',
      faq: {
        title: 'How offers work',
        items: [
          ['How do I use a promo code?', '<p>Enter it in the cart under “Promo code”. The discount shows in your order summary right away.</p>'],
          ['Can I use two codes on one order?', '<p>One code per order. Automatic offers such as free delivery still apply alongside it.</p>'],
          ['Do members get more?', '<p>XPLR Pass members earn points on sale items too, and hear about offers first.</p>'],
        ],
      },
    },
    storeLocator: {
      hero: { title: 'Come and see us', subtitle: 'Try on, get fitted and talk trails with people who walk them.', alt: 'The inside of a Ridgeline store with boots on a wooden wall', cta: 'Visit our flagship store' },
      points: [
        '<p><strong>Free pickup.</strong> Order online and collect in store, usually the same day.</p>',
        '<p><strong>Repairs.</strong> Zips, seams and buckles mended at our repair benches.</p>',
        '<p><strong>Boot fitting.</strong> Our fitters measure both feet and find the right last.</p>',
      ],
      faq: {
        title: 'Picking up in store',
        items: [
          ['When is my order ready?', '<p>We send an email as soon as your order is ready to collect, usually within two hours.</p>'],
          ['What do I bring?', '<p>The order confirmation email and a photo ID. Someone else can collect with your confirmation.</p>'],
          ['How long is it kept?', '<p>We keep your order for seven days, then refund it in full.</p>'],
        ],
      },
      storesTitle: 'Our stores',
      flagship: 'Westend flagship store',
      events: 'Basecamp events',
    },
    loyaltyModal: {
      points: [
        '<p><strong>Points on every order.</strong> Turn them into vouchers at checkout.</p>',
        '<p><strong>Early access.</strong> Shop new collections before anyone else.</p>',
        '<p><strong>A birthday reward.</strong> A treat from us every year.</p>',
      ],
      join: 'Join XPLR Pass',
      faq: {
        title: 'About XPLR Pass',
        items: [
          ['Does it cost anything?', '<p>No. Joining is free and you can leave whenever you like.</p>'],
          ['How do points become vouchers?', '<p>Once you have enough points, checkout offers the highest voucher you can afford.</p>'],
          ['I already have an account', '<p>Sign in and join in one step: your orders and details stay as they are.</p>'],
        ],
      },
    },
    signInModal: {
      points: [
        '<p><strong>Track your orders</strong> from our warehouse to your door.</p>',
        '<p><strong>Your XPLR Pass points</strong> and vouchers in one place.</p>',
        '<p><strong>Saved gear</strong> and favourites on every device.</p>',
      ],
      forgot: '<p>Forgot your password? <a href="#modal=forgot-password">Reset your password</a> and we will email you a link.</p>',
      signIn: 'Sign in',
      signUp: 'Create an account',
    },
    signUpModal: {
      points: [
        '<p><strong>Earn points</strong> from your very first order.</p>',
        '<p><strong>Free standard delivery</strong> on orders over {freeShippingThreshold}.</p>',
        '<p><strong>Trail news</strong> and offers, only if you ask for them.</p>',
      ],
      signUp: 'Create an account',
      joinLoyalty: 'Create an account and join XPLR Pass',
    },
    locationSelector: {
      market: '<p>On this site prices are shown in {currency}, and standard delivery is free on orders over {freeShippingThreshold}.</p>',
      choose: 'Choose your location',
    },
    basecamp: {
      hero: { title: 'Basecamp', subtitle: 'Guided hikes, workshops and film nights with your local store.', alt: 'A group of hikers gathered around a map at a trailhead', cta: 'Find your store' },
      points: [
        '<p><strong>Guided hikes</strong> for every pace, led by our staff.</p>',
        '<p><strong>Repair workshops</strong> where you learn to mend your own gear.</p>',
        '<p><strong>Film nights</strong> with the best of this year’s mountain films.</p>',
      ],
      faq: {
        title: 'Joining an event',
        items: [
          ['Who can take part?', '<p>Everyone with an account. XPLR Pass members book first.</p>'],
          ['Does it cost anything?', '<p>Most events are free. Any fee is shown before you sign up.</p>'],
          ['Can I bring a friend?', '<p>Where an event allows a guest, you can add their name when you sign up.</p>'],
        ],
      },
    },
    westend: {
      hero: { title: 'Westend flagship store', subtitle: 'Three floors of gear, a climbing wall and a repair bench.', alt: 'The Westend store front at dusk with its windows lit', cta: 'See all stores' },
      wallTitle: 'Test before you buy',
      wall: '<p>Try harnesses and climbing shoes on our indoor wall, and walk boots up the test ramp before you decide.</p>',
      wallAlt: 'A climber on the indoor wall of the Westend store',
      points: [
        '<p><strong>Free pickup</strong> for online orders.</p>',
        '<p><strong>Repair bench</strong> open seven days a week.</p>',
        '<p><strong>Boot fitting</strong> by appointment or walk-in.</p>',
      ],
      faq: {
        title: 'Visiting Westend',
        items: [
          ['When are you open?', '<p>Monday to Saturday 10:00 to 20:00, Sunday 11:00 to 18:00.</p>'],
          ['How do I get there?', '<p>Two minutes from the central station, with bike racks at the door.</p>'],
          ['Can I call the store?', '<p>Our customer service puts you through: {phone}.</p>'],
        ],
      },
    },
  },
  fr: {
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
  },
  de: {
    giftCard: {
      hero: { title: 'Verschenken Sie Abenteuer', subtitle: 'Geschenkkarten für jeden Weg, jede Größe und jede Jahreszeit.', alt: 'Eine mit Schnur gebundene Geschenkkarte auf einer gefalteten Wolldecke', cta: 'Ausrüstung zum Verschenken finden' },
      points: [
        '<p><strong>Ohne Ablaufdatum.</strong> Einlösen am Wochenende oder erst im nächsten Sommer.</p>',
        '<p><strong>Digital in Minuten.</strong> E-Geschenkkarten kommen per E-Mail mit Ihrer Nachricht.</p>',
        '<p><strong>Online und im Geschäft.</strong> Einlösbar an der Kasse und in jedem Ridgeline-Geschäft.</p>',
      ],
      faq: {
        title: 'Fragen zu Geschenkkarten',
        items: [
          ['Wie prüfe ich mein Guthaben?', '<p>Geben Sie Kartennummer und PIN an der Kasse ein: Das Guthaben erscheint, bevor Sie bezahlen.</p>'],
          ['Kann ich eine Geschenkkarte mit einer anderen Zahlart kombinieren?', '<p>Ja. Den Rest zahlen Sie per Kreditkarte, PayPal oder Klarna.</p>'],
          ['Ich habe meine Geschenkkarte verloren', '<p>Rufen Sie uns unter {phone} an oder schreiben Sie an {email} mit Ihrer Bestellnummer, wir helfen gern.</p>'],
        ],
      },
    },
    promotions: {
      hero: { title: 'Saisonschlussverkauf', subtitle: 'Neue Preissenkungen bei Jacken, Stiefeln und Rucksäcken, solange der Vorrat reicht.', alt: 'Wandernde mit Rucksäcken auf einem Grat bei Sonnenuntergang', cta: 'Zum Sale' },
      shipping: 'Kostenloser Standardversand für jede Bestellung ab {freeShippingThreshold}',
      shippingCta: 'Versandbedingungen',
      offersTitle: 'Angebote nach Kategorie',
      offersCta: 'Angebote ansehen',
      faq: {
        title: 'So funktionieren Angebote',
        items: [
          ['Wie löse ich einen Aktionscode ein?', '<p>Geben Sie ihn im Warenkorb unter „Aktionscode“ ein. Der Rabatt erscheint sofort in der Bestellübersicht.</p>'],
          ['Kann ich zwei Codes in einer Bestellung nutzen?', '<p>Ein Code pro Bestellung. Automatische Angebote wie kostenloser Versand gelten trotzdem.</p>'],
          ['Bekommen Mitglieder mehr?', '<p>XPLR Pass-Mitglieder sammeln auch auf reduzierte Artikel Punkte und erfahren zuerst von Angeboten.</p>'],
        ],
      },
    },
    storeLocator: {
      hero: { title: 'Besuchen Sie uns', subtitle: 'Anprobieren, beraten lassen und mit Menschen über Touren reden, die sie selbst gehen.', alt: 'Ein Ridgeline-Geschäft von innen mit Stiefeln an einer Holzwand', cta: 'Zu unserem Flagship-Store' },
      points: [
        '<p><strong>Kostenlose Abholung.</strong> Online bestellen und im Geschäft abholen, meist am selben Tag.</p>',
        '<p><strong>Reparaturen.</strong> Reißverschlüsse, Nähte und Schnallen repariert an unseren Werkbänken.</p>',
        '<p><strong>Stiefelanpassung.</strong> Wir vermessen beide Füße und finden den passenden Leisten.</p>',
      ],
      faq: {
        title: 'Abholung im Geschäft',
        items: [
          ['Wann ist meine Bestellung abholbereit?', '<p>Sie erhalten eine E-Mail, sobald Ihre Bestellung bereitliegt, meist innerhalb von zwei Stunden.</p>'],
          ['Was muss ich mitbringen?', '<p>Die Bestellbestätigung und einen Lichtbildausweis. Mit Ihrer Bestätigung kann auch jemand anderes abholen.</p>'],
          ['Wie lange wird sie aufbewahrt?', '<p>Wir bewahren Ihre Bestellung sieben Tage auf und erstatten sie danach vollständig.</p>'],
        ],
      },
      storesTitle: 'Unsere Geschäfte',
      flagship: 'Flagship-Store Westend',
      events: 'Basecamp-Veranstaltungen',
    },
    loyaltyModal: {
      points: [
        '<p><strong>Punkte bei jeder Bestellung.</strong> An der Kasse in Gutscheine umwandeln.</p>',
        '<p><strong>Früher Zugang.</strong> Neue Kollektionen vor allen anderen shoppen.</p>',
        '<p><strong>Ein Geburtstagsgeschenk.</strong> Jedes Jahr eine Aufmerksamkeit von uns.</p>',
      ],
      join: 'XPLR Pass beitreten',
      faq: {
        title: 'Über XPLR Pass',
        items: [
          ['Kostet das etwas?', '<p>Nein. Die Mitgliedschaft ist kostenlos und jederzeit kündbar.</p>'],
          ['Wie werden Punkte zu Gutscheinen?', '<p>Sobald Sie genug Punkte haben, bietet die Kasse den höchsten Gutschein an, den Sie sich leisten können.</p>'],
          ['Ich habe schon ein Konto', '<p>Melden Sie sich an und treten Sie in einem Schritt bei: Ihre Bestellungen und Daten bleiben erhalten.</p>'],
        ],
      },
    },
    signInModal: {
      points: [
        '<p><strong>Bestellungen verfolgen</strong> vom Lager bis zur Haustür.</p>',
        '<p><strong>Ihre XPLR Pass-Punkte</strong> und Gutscheine an einem Ort.</p>',
        '<p><strong>Gemerkte Ausrüstung</strong> und Favoriten auf jedem Gerät.</p>',
      ],
      forgot: '<p>Passwort vergessen? <a href="#modal=forgot-password">Setzen Sie Ihr Passwort zurück</a>, wir senden Ihnen einen Link per E-Mail.</p>',
      signIn: 'Anmelden',
      signUp: 'Konto erstellen',
    },
    signUpModal: {
      points: [
        '<p><strong>Punkte sammeln</strong> ab Ihrer allerersten Bestellung.</p>',
        '<p><strong>Kostenloser Standardversand</strong> für Bestellungen ab {freeShippingThreshold}.</p>',
        '<p><strong>Tourennews</strong> und Angebote, nur wenn Sie sie möchten.</p>',
      ],
      signUp: 'Konto erstellen',
      joinLoyalty: 'Konto erstellen und XPLR Pass beitreten',
    },
    locationSelector: {
      market: '<p>Auf dieser Website werden Preise in {currency} angezeigt, und der Standardversand ist für Bestellungen ab {freeShippingThreshold} kostenlos.</p>',
      choose: 'Standort wählen',
    },
    basecamp: {
      hero: { title: 'Basecamp', subtitle: 'Geführte Wanderungen, Workshops und Filmabende in Ihrem Geschäft.', alt: 'Eine Wandergruppe um eine Karte am Ausgangspunkt eines Weges', cta: 'Ihr Geschäft finden' },
      points: [
        '<p><strong>Geführte Wanderungen</strong> für jedes Tempo, geleitet von unserem Team.</p>',
        '<p><strong>Reparatur-Workshops</strong>, in denen Sie Ihre Ausrüstung selbst flicken lernen.</p>',
        '<p><strong>Filmabende</strong> mit den besten Bergfilmen des Jahres.</p>',
      ],
      faq: {
        title: 'An einer Veranstaltung teilnehmen',
        items: [
          ['Wer kann teilnehmen?', '<p>Alle mit einem Konto. XPLR Pass-Mitglieder buchen zuerst.</p>'],
          ['Kostet das etwas?', '<p>Die meisten Veranstaltungen sind kostenlos. Eine Gebühr sehen Sie vor der Anmeldung.</p>'],
          ['Darf ich jemanden mitbringen?', '<p>Wenn eine Veranstaltung eine Begleitung erlaubt, geben Sie deren Namen bei der Anmeldung an.</p>'],
        ],
      },
    },
    westend: {
      hero: { title: 'Flagship-Store Westend', subtitle: 'Drei Etagen Ausrüstung, eine Kletterwand und eine Reparaturwerkstatt.', alt: 'Die beleuchtete Schaufensterfront des Westend-Geschäfts in der Dämmerung', cta: 'Alle Geschäfte ansehen' },
      wallTitle: 'Erst testen, dann kaufen',
      wall: '<p>Probieren Sie Gurte und Kletterschuhe an unserer Indoor-Wand und testen Sie Stiefel auf der Rampe, bevor Sie sich entscheiden.</p>',
      wallAlt: 'Eine Kletterin an der Indoor-Wand des Westend-Geschäfts',
      points: [
        '<p><strong>Kostenlose Abholung</strong> von Online-Bestellungen.</p>',
        '<p><strong>Reparaturwerkstatt</strong> an sieben Tagen die Woche geöffnet.</p>',
        '<p><strong>Stiefelanpassung</strong> mit oder ohne Termin.</p>',
      ],
      faq: {
        title: 'Besuch im Westend',
        items: [
          ['Wann haben Sie geöffnet?', '<p>Montag bis Samstag 10:00 bis 20:00 Uhr, Sonntag 11:00 bis 18:00 Uhr.</p>'],
          ['Wie komme ich hin?', '<p>Zwei Minuten vom Hauptbahnhof, mit Fahrradständern vor der Tür.</p>'],
          ['Kann ich das Geschäft anrufen?', '<p>Unser Kundenservice verbindet Sie: {phone}.</p>'],
        ],
      },
    },
  },
  nb: {
    giftCard: {
      hero: { title: 'Gi bort et eventyr', subtitle: 'Gavekort for hver sti, hver størrelse og hver årstid.', alt: 'Et gavekort bundet med hyssing på et sammenbrettet ullteppe', cta: 'Finn utstyr å gi bort' },
      points: [
        '<p><strong>Utløper aldri.</strong> Bruk det i helgen eller neste sommer.</p>',
        '<p><strong>Digitalt på minutter.</strong> E-gavekort kommer på e-post med hilsenen din.</p>',
        '<p><strong>På nett og i butikk.</strong> Bruk det i kassen eller i en hvilken som helst Ridgeline-butikk.</p>',
      ],
      faq: {
        title: 'Spørsmål om gavekort',
        items: [
          ['Hvordan sjekker jeg saldoen?', '<p>Skriv inn kortnummer og PIN i kassen: saldoen vises før du betaler.</p>'],
          ['Kan jeg kombinere gavekort med en annen betalingsmåte?', '<p>Ja. Det kortet ikke dekker, kan du betale med kredittkort, PayPal eller Klarna.</p>'],
          ['Jeg har mistet gavekortet', '<p>Ring oss på {phone} eller skriv til {email} med ordrenummeret, så hjelper vi deg.</p>'],
        ],
      },
    },
    promotions: {
      hero: { title: 'Sesongsalg', subtitle: 'Nye prisavslag på jakker, støvler og sekker så langt lageret rekker.', alt: 'Turgåere med sekk på en fjellrygg i solnedgang', cta: 'Handle på salg' },
      shipping: 'Gratis standardlevering på alle bestillinger over {freeShippingThreshold}',
      shippingCta: 'Leveringsvilkår',
      offersTitle: 'Tilbud etter kategori',
      offersCta: 'Se tilbudene',
      faq: {
        title: 'Slik fungerer tilbudene',
        items: [
          ['Hvordan bruker jeg en rabattkode?', '<p>Skriv den inn i handlekurven under «Rabattkode». Rabatten vises med en gang i ordreoversikten.</p>'],
          ['Kan jeg bruke to koder på én bestilling?', '<p>Én kode per bestilling. Automatiske tilbud som gratis levering gjelder likevel.</p>'],
          ['Får medlemmer mer?', '<p>XPLR Pass-medlemmer tjener poeng også på salgsvarer, og hører om tilbud først.</p>'],
        ],
      },
    },
    storeLocator: {
      hero: { title: 'Kom innom', subtitle: 'Prøv, få tilpasning og snakk tur med folk som går turene selv.', alt: 'Inne i en Ridgeline-butikk med støvler på en trevegg', cta: 'Besøk flaggskipbutikken vår' },
      points: [
        '<p><strong>Gratis henting.</strong> Bestill på nett og hent i butikk, ofte samme dag.</p>',
        '<p><strong>Reparasjoner.</strong> Glidelåser, sømmer og spenner fikset på verkstedbenkene våre.</p>',
        '<p><strong>Støveltilpasning.</strong> Vi måler begge føttene og finner riktig lest.</p>',
      ],
      faq: {
        title: 'Henting i butikk',
        items: [
          ['Når er bestillingen klar?', '<p>Du får en e-post så snart bestillingen er klar til henting, vanligvis innen to timer.</p>'],
          ['Hva tar jeg med?', '<p>Ordrebekreftelsen og legitimasjon med bilde. Andre kan hente for deg med bekreftelsen.</p>'],
          ['Hvor lenge holdes den av?', '<p>Vi holder av bestillingen i sju dager og refunderer den deretter i sin helhet.</p>'],
        ],
      },
      storesTitle: 'Butikkene våre',
      flagship: 'Flaggskipbutikken Westend',
      events: 'Basecamp-arrangementer',
    },
    loyaltyModal: {
      points: [
        '<p><strong>Poeng på hver bestilling.</strong> Gjør dem om til verdikuponger i kassen.</p>',
        '<p><strong>Tidlig tilgang.</strong> Handle nye kolleksjoner før alle andre.</p>',
        '<p><strong>En bursdagsbelønning.</strong> En liten oppmerksomhet fra oss hvert år.</p>',
      ],
      join: 'Bli med i XPLR Pass',
      faq: {
        title: 'Om XPLR Pass',
        items: [
          ['Koster det noe?', '<p>Nei. Medlemskapet er gratis, og du kan melde deg ut når du vil.</p>'],
          ['Hvordan blir poeng til verdikuponger?', '<p>Når du har nok poeng, tilbyr kassen den høyeste kupongen du har råd til.</p>'],
          ['Jeg har allerede en konto', '<p>Logg inn og bli med i ett steg: bestillingene og opplysningene dine forblir som de er.</p>'],
        ],
      },
    },
    signInModal: {
      points: [
        '<p><strong>Følg bestillingene dine</strong> fra lageret til døren.</p>',
        '<p><strong>XPLR Pass-poengene dine</strong> og kupongene på ett sted.</p>',
        '<p><strong>Lagret utstyr</strong> og favoritter på alle enheter.</p>',
      ],
      forgot: '<p>Glemt passordet? <a href="#modal=forgot-password">Tilbakestill passordet</a>, så sender vi deg en lenke på e-post.</p>',
      signIn: 'Logg inn',
      signUp: 'Opprett konto',
    },
    signUpModal: {
      points: [
        '<p><strong>Tjen poeng</strong> fra din aller første bestilling.</p>',
        '<p><strong>Gratis standardlevering</strong> på bestillinger over {freeShippingThreshold}.</p>',
        '<p><strong>Turnyheter</strong> og tilbud, bare hvis du ber om dem.</p>',
      ],
      signUp: 'Opprett konto',
      joinLoyalty: 'Opprett konto og bli med i XPLR Pass',
    },
    locationSelector: {
      market: '<p>På dette nettstedet vises prisene i {currency}, og standardlevering er gratis på bestillinger over {freeShippingThreshold}.</p>',
      choose: 'Velg hvor du handler fra',
    },
    basecamp: {
      hero: { title: 'Basecamp', subtitle: 'Guidede turer, kurs og filmkvelder med butikken din.', alt: 'En gruppe turgåere samlet rundt et kart ved starten av en sti', cta: 'Finn butikken din' },
      points: [
        '<p><strong>Guidede turer</strong> i alle tempo, ledet av våre ansatte.</p>',
        '<p><strong>Reparasjonskurs</strong> der du lærer å fikse utstyret ditt selv.</p>',
        '<p><strong>Filmkvelder</strong> med årets beste fjellfilmer.</p>',
      ],
      faq: {
        title: 'Bli med på et arrangement',
        items: [
          ['Hvem kan være med?', '<p>Alle med en konto. XPLR Pass-medlemmer booker først.</p>'],
          ['Koster det noe?', '<p>De fleste arrangementene er gratis. Eventuell avgift vises før du melder deg på.</p>'],
          ['Kan jeg ta med noen?', '<p>Der arrangementet tillater en gjest, kan du legge til navnet ved påmelding.</p>'],
        ],
      },
    },
    westend: {
      hero: { title: 'Flaggskipbutikken Westend', subtitle: 'Tre etasjer med utstyr, en klatrevegg og et reparasjonsverksted.', alt: 'Butikkfronten til Westend i skumringen med opplyste vinduer', cta: 'Se alle butikker' },
      wallTitle: 'Test før du kjøper',
      wall: '<p>Prøv seler og klatresko på innendørsveggen vår, og test støvler på rampen før du bestemmer deg.</p>',
      wallAlt: 'En klatrer på innendørsveggen i Westend-butikken',
      points: [
        '<p><strong>Gratis henting</strong> av nettbestillinger.</p>',
        '<p><strong>Reparasjonsverksted</strong> åpent sju dager i uken.</p>',
        '<p><strong>Støveltilpasning</strong> med eller uten avtale.</p>',
      ],
      faq: {
        title: 'Besøk Westend',
        items: [
          ['Når har dere åpent?', '<p>Mandag til lørdag 10.00–20.00, søndag 11.00–18.00.</p>'],
          ['Hvordan kommer jeg dit?', '<p>To minutter fra sentralstasjonen, med sykkelstativ ved døren.</p>'],
          ['Kan jeg ringe butikken?', '<p>Kundeservice setter deg over: {phone}.</p>'],
        ],
      },
    },
  },
};
