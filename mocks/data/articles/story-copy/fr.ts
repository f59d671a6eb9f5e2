import type { StoryCopyTable } from './types';

// Written for Québec readers of an outdoor magazine: « sentier », « stationnement », « tuque », metric throughout.
export const STORY_COPY_FR: StoryCopyTable = {
  'five-ridge-walks-for-long-autumn-days': {
    title: 'Cinq randonnées de crête pour les longues journées d’automne', eyebrow: 'Guide de sentier',
    body: ['Mélèzes dorés, matins frisquets et stationnements déserts\u00a0: l’automne est la plus belle saison sur les hautes crêtes.', 'Chacun de ces itinéraires demande de six à neuf heures de marche et reste au-dessus de la limite des arbres presque toute la journée.'],
  },
  'how-to-re-proof-a-waterproof-shell': {
    title: 'Redonner son imperméabilité à une coquille', eyebrow: 'Entretien',
    body: ['Si la pluie imbibe le tissu extérieur au lieu de perler, votre manteau a besoin d’un lavage et d’un nouveau traitement déperlant.', 'Lavez-le avec un nettoyant technique, rincez deux fois, puis passez-le à la sécheuse à basse température pour réactiver le fini.'],
  },
  'maya-okafor-on-running-100-miles-through-the-desert': {
    title: 'Maya Okafor et ses 160 kilomètres de course dans le désert', eyebrow: 'Portrait d’athlète',
    body: ['Maya s’est entraînée tout un été de canicule pour son premier 100 milles, qu’elle a terminé parmi les dix premières.', 'Elle nous parle d’acclimatation à la chaleur, des sections de nuit et des raisons pour lesquelles elle marche dans chaque montée.'],
  },
  'a-beginner-guide-to-hut-to-hut-hiking': {
    title: 'La randonnée de refuge en refuge pour les débutants', eyebrow: 'Guide de sentier',
    body: ['Partir de refuge en refuge, c’est voyager léger pendant plusieurs jours pendant que quelqu’un d’autre prépare le souper.', 'Réservez tôt, apportez un drap de sac de couchage et prévoyez une journée de repos à mi-parcours.'],
  },
  'caring-for-down-sleeping-bags': {
    title: 'Prendre soin d’un sac de couchage en duvet', eyebrow: 'Entretien',
    body: ['Le duvet garde son gonflant pendant des décennies si on le range sans le compresser et qu’on le lave rarement, mais correctement.', 'Utilisez une laveuse à chargement frontal, un savon pour duvet et trois balles de tennis dans la sécheuse.'],
  },
  'the-climber-who-rebuilt-her-local-crag': {
    title: 'La grimpeuse qui a rééquipé sa falaise', eyebrow: 'Portrait d’athlète',
    body: ['Jess Lindqvist a passé trois étés à remplacer les ancrages rouillés de la falaise où elle a appris à grimper.', 'Son équipe de bénévoles a maintenant rééquipé plus de deux cents voies.'],
  },
  'choosing-your-first-trail-running-shoes': {
    title: 'Choisir ses premières chaussures de course en sentier', eyebrow: 'Techniques',
    body: ['En sentier, l’adhérence, le dénivelé talon-orteils et l’amorti comptent davantage que sur la route.', 'Essayez les chaussures en après-midi, avec vos bas de course, et descendez la rampe du magasin pour tester.'],
  },
  'three-lakes-loop-a-weekend-backpacking-route': {
    title: 'La boucle des Trois Lacs\u00a0: une longue randonnée de fin de semaine', eyebrow: 'Guide de sentier',
    body: ['Cette boucle de 32 kilomètres relie trois lacs alpins par deux cols faciles.', 'Campez au lac du milieu pour le plus beau coucher de soleil et faites le plein d’eau à chaque décharge.'],
  },
  'washing-and-storing-your-tent': {
    title: 'Laver et ranger sa tente', eyebrow: 'Entretien',
    body: ['Une tente remballée humide peut moisir en une semaine.', 'Montez-la à la maison pour la faire sécher, épongez la boue à l’eau froide et rangez-la sans la tasser dans un sac respirant.'],
  },
  'winter-layering-explained': {
    title: 'L’habillement multicouche en hiver, expliqué', eyebrow: 'Techniques',
    body: ['Couche de base, couche intermédiaire et coquille ont chacune leur rôle\u00a0: évacuer l’humidité, isoler et protéger.', 'Partez en ayant un peu froid, ouvrez les aérations tôt et enfilez votre doudoune dès que vous vous arrêtez.'],
  },
  'running-the-ridgeline-skyrace-with-tomas-berg': {
    title: 'Le Ridgeline Skyrace avec Tomas Berg', eyebrow: 'Portrait d’athlète',
    body: ['Tomas a remporté le Ridgeline Skyrace trois fois et trouve encore la dernière descente terrifiante.', 'Il raconte sa semaine d’affûtage, son plan de ravitaillement et l’erreur qui lui a coûté cher en 2024.'],
  },
  'a-guide-to-alpine-starts': {
    title: 'Partir aux aurores\u00a0: le départ alpin', eyebrow: 'Guide de sentier',
    body: ['Se lever à 3 h paraît brutal, jusqu’au moment où l’on quitte le glacier avant les orages de l’après-midi.', 'Préparez tout votre matériel la veille et déjeunez en marchant vers le départ.'],
  },
  'resoling-climbing-shoes-when-and-how': {
    title: 'Ressemeler ses chaussons d’escalade\u00a0: quand et comment', eyebrow: 'Entretien',
    body: ['Faites ressemeler avant que la bordure soit usée, et vos chaussons préférés tiendront encore plusieurs saisons.', 'La plupart des ateliers les retournent en deux semaines; envoyez-les propres et secs.'],
  },
  'snowshoe-routes-close-to-the-city': {
    title: 'Des sentiers de raquette à deux pas de la ville', eyebrow: 'Guide de sentier',
    body: ['Quatre boucles de raquette faciles à moins d’une heure de la ville, chacune avec un café chaleureux au départ.', 'Consultez le bulletin d’avalanche même en terrain facile et apportez une lampe frontale, car les journées sont courtes.'],
  },
  'leave-no-trace-at-busy-campsites': {
    title: 'Sans trace, même aux campings achalandés', eyebrow: 'Techniques',
    body: ['Les sites populaires ne se régénèrent que si chaque visiteur campe sur une surface durable et rapporte tous ses déchets.', 'Utilisez les foyers existants ou, mieux encore, cuisinez sur un réchaud.'],
  },
  'ines-duarte-from-gym-climber-to-big-walls': {
    title: 'Ines Duarte\u00a0: du gym d’escalade aux grandes parois', eyebrow: 'Portrait d’athlète',
    body: ['Cinq ans après sa première séance en salle, Ines a gravi une paroi de granit de 900 mètres.', 'Elle explique comment elle a appris à hisser le sac, à dormir sur un portaledge et à apprivoiser la peur.'],
  },
  'cleaning-and-conditioning-leather-boots': {
    title: 'Nettoyer et nourrir ses bottes en cuir', eyebrow: 'Entretien',
    body: ['Une brosse, de l’eau tiède et une fine couche de cire gardent le cuir souple et imperméable.', 'Ne les faites jamais sécher près d’un calorifère\u00a0: le cuir craquerait.'],
  },
  'coastal-trail-running-on-the-cliffs': {
    title: 'Course en sentier sur les falaises côtières', eyebrow: 'Guide de sentier',
    body: ['Un aller-retour de 21 kilomètres le long des falaises, avec deux plages et un escalier bien raide.', 'Courez-le à marée basse pour couper par le sable dans la deuxième baie.'],
  },
  'how-to-pitch-a-tent-in-the-wind': {
    title: 'Monter sa tente par grand vent', eyebrow: 'Techniques',
    body: ['Orientez l’arrière face au vent, plantez d’abord les piquets du côté exposé et gardez la porte sous le vent.', 'Tendez tous les haubans avant d’aller dormir, pas après la première rafale.'],
  },
  'a-family-hiking-season-with-the-nguyen-crew': {
    title: 'Un été de randonnée en famille avec la tribu Nguyen', eyebrow: 'Portrait d’athlète',
    body: ['Quatre enfants, deux parents et quarante sommets en un seul été.', 'Leurs règles\u00a0: une collation toutes les heures, un sentier choisi par les enfants chaque fin de semaine et pas de plaintes pour des bas mouillés.'],
  },
  'sharpening-crampons-and-ice-axes': {
    title: 'Affûter crampons et piolets', eyebrow: 'Entretien',
    body: ['Des pointes émoussées dérapent sur la glace dure; une lime à main leur redonne du mordant en dix minutes.', 'Suivez le biseau d’origine et n’utilisez jamais de meuleuse\u00a0: la chaleur détruit la trempe.'],
  },
  'desert-canyons-for-spring-hiking': {
    title: 'Des canyons du désert pour la randonnée printanière', eyebrow: 'Guide de sentier',
    body: ['Les canyons étroits restent frais jusqu’à la fin du printemps et s’embrasent d’orange sous le soleil de midi.', 'Vérifiez les prévisions de crues soudaines en amont avant de vous engager dans un canyon.'],
  },
  'first-night-winter-camping': {
    title: 'Première nuit de camping d’hiver', eyebrow: 'Techniques',
    body: ['Une nuit chaude dans la neige, c’est un matelas épais, une couche de base sèche et une bouteille d’eau chaude.', 'Tapez une plateforme dans la neige et laissez-la durcir avant de monter la tente.'],
  },
  'night-running-with-a-headlamp': {
    title: 'Courir la nuit à la frontale', eyebrow: 'Techniques',
    body: ['Courir à la noirceur aiguise le jeu de pieds et donne un air neuf aux sentiers familiers.', 'Apportez une lampe de rechange et commencez par des parcours que vous connaissez déjà de jour.'],
  },
};
