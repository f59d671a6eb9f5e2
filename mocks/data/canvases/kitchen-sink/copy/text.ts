import type { Localised } from '../../language';

/** The kitchen-sink text blocks; the functions take page URLs set into rich text. */
export interface TextCopy {
  richText: (urls: { shipping: string; jackets: string }) => string;
  location: string;
  abroad: string;
  returns: string;
  accordion: {
    title: string;
    washTitle: string;
    wash: string;
    downTitle: string;
    down: string;
    repairTitle: string;
    repair: (contact: string) => string;
    repairCta: string;
  };
}

export const TEXT_COPY: Localised<TextCopy> = {
  en: {
    richText: ({ shipping, jackets }) =>
      `<h2>Built for the long way round</h2><p>Every Ridgeline layer is tested on the <strong>Colorado Trail</strong> before it reaches you. ` +
      `Read the <a href="#care-guide">care guide</a> below, see our <a href="${shipping}">shipping terms</a>, or browse <a href="${jackets}">men's jackets</a>.</p>`,
    location: 'Change country or region',
    abroad: 'Shopping from abroad? Pick your site',
    returns: 'How returns work',
    accordion: {
      title: 'Care guide',
      washTitle: 'How do I wash a waterproof shell?',
      wash: '<p>Close every zip, then machine wash at 30 °C with a technical cleaner. <b>Skip fabric softener</b>: it clogs the membrane.</p><ol><li>Wash on a gentle cycle.</li><li>Rinse twice.</li><li>Tumble dry low for 20 minutes to revive the DWR finish.</li></ol>',
      downTitle: 'Can I machine wash a down jacket?',
      down: '<p>Yes. Use a down-specific wash, then tumble dry on low with two clean tennis balls until no clumps remain. <i>It can take three hours.</i></p>',
      repairTitle: 'What if my gear needs a repair?',
      repair: (contact) => `<p>Our repair crew fixes zips, seams and tears for the life of the product. <a href="${contact}">Contact us</a> to start a repair.</p>`,
      repairCta: 'Start a repair',
    },
  },
  fr: {
    richText: ({ shipping, jackets }) =>
      `<h2>Conçu pour le grand détour</h2><p>Chaque couche Ridgeline est éprouvée sur le <strong>Colorado Trail</strong> avant de se rendre jusqu’à vous. ` +
      `Lisez le <a href="#care-guide">guide d’entretien</a> ci-dessous, consultez nos <a href="${shipping}">conditions de livraison</a> ou parcourez nos <a href="${jackets}">manteaux pour hommes</a>.</p>`,
    location: 'Changer de pays ou de région',
    abroad: 'Vous magasinez de l’étranger? Choisissez votre site',
    returns: 'Comment fonctionnent les retours',
    accordion: {
      title: 'Guide d’entretien',
      washTitle: 'Comment laver une coquille imperméable?',
      wash: '<p>Fermez toutes les fermetures éclair, puis lavez à la machine à 30 °C avec un nettoyant technique. <b>Pas d’assouplissant</b> : il bouche la membrane.</p><ol><li>Lavez au cycle délicat.</li><li>Rincez deux fois.</li><li>Séchez à basse température pendant 20 minutes pour raviver le traitement déperlant.</li></ol>',
      downTitle: 'Puis-je laver un manteau en duvet à la machine?',
      down: '<p>Oui. Utilisez un savon spécial duvet, puis séchez à basse température avec deux balles de tennis propres jusqu’à ce qu’il n’y ait plus de mottes. <i>Comptez jusqu’à trois heures.</i></p>',
      repairTitle: 'Et si mon équipement a besoin d’une réparation?',
      repair: (contact) => `<p>Notre équipe de réparation répare fermetures éclair, coutures et déchirures pour toute la vie du produit. <a href="${contact}">Écrivez-nous</a> pour demander une réparation.</p>`,
      repairCta: 'Demander une réparation',
    },
  },
  de: {
    richText: ({ shipping, jackets }) =>
      `<h2>Gemacht für den langen Umweg</h2><p>Jede Ridgeline-Lage wird auf dem <strong>Colorado Trail</strong> getestet, bevor sie zu Ihnen kommt. ` +
      `Lesen Sie unten die <a href="#care-guide">Pflegehinweise</a>, werfen Sie einen Blick in unsere <a href="${shipping}">Versandbedingungen</a> oder stöbern Sie bei den <a href="${jackets}">Herrenjacken</a>.</p>`,
    location: 'Land oder Region ändern',
    abroad: 'Sie kaufen im Ausland ein? Wählen Sie Ihren Shop',
    returns: 'So funktioniert die Rücksendung',
    accordion: {
      title: 'Pflegehinweise',
      washTitle: 'Wie wasche ich eine wasserdichte Hardshell?',
      wash: '<p>Schließen Sie alle Reißverschlüsse und waschen Sie die Jacke bei 30 °C mit einem Spezialwaschmittel. <b>Kein Weichspüler</b>: Er verstopft die Membran.</p><ol><li>Im Schonwaschgang waschen.</li><li>Zweimal spülen.</li><li>20 Minuten bei niedriger Temperatur in den Trockner geben, um die DWR-Imprägnierung zu reaktivieren.</li></ol>',
      downTitle: 'Kann ich eine Daunenjacke in der Maschine waschen?',
      down: '<p>Ja. Nehmen Sie ein Daunenwaschmittel und trocknen Sie die Jacke bei niedriger Temperatur mit zwei sauberen Tennisbällen, bis keine Klumpen mehr da sind. <i>Das kann drei Stunden dauern.</i></p>',
      repairTitle: 'Was, wenn meine Ausrüstung repariert werden muss?',
      repair: (contact) => `<p>Unser Reparaturteam repariert Reißverschlüsse, Nähte und Risse – so lange, wie das Produkt hält. <a href="${contact}">Kontaktieren Sie uns</a>, um eine Reparatur zu beauftragen.</p>`,
      repairCta: 'Reparatur anfragen',
    },
  },
  nb: {
    richText: ({ shipping, jackets }) =>
      `<h2>Laget for den lange omveien</h2><p>Hvert Ridgeline-lag testes på <strong>Colorado Trail</strong> før det kommer til deg. ` +
      `Les <a href="#care-guide">vaskeråd</a> nedenfor, se <a href="${shipping}">fraktvilkårene</a> våre eller bla i <a href="${jackets}">herrejakker</a>.</p>`,
    location: 'Bytt land eller region',
    abroad: 'Handler du fra utlandet? Velg nettbutikk',
    returns: 'Slik fungerer retur',
    accordion: {
      title: 'Vaskeråd',
      washTitle: 'Hvordan vasker jeg en vanntett skalljakke?',
      wash: '<p>Lukk alle glidelåser og vask på 30 °C med et teknisk vaskemiddel. <b>Dropp tøymykner</b>: den tetter membranen.</p><ol><li>Vask på skåneprogram.</li><li>Skyll to ganger.</li><li>Tørk på lav varme i 20 minutter for å friske opp impregneringen.</li></ol>',
      downTitle: 'Kan jeg vaske en dunjakke i maskin?',
      down: '<p>Ja. Bruk et eget vaskemiddel for dun, og tørk på lav varme med to rene tennisballer til dunet ikke klumper seg lenger. <i>Det kan ta tre timer.</i></p>',
      repairTitle: 'Hva om utstyret mitt må repareres?',
      repair: (contact) => `<p>Reparasjonsgjengen vår fikser glidelåser, sømmer og rifter så lenge produktet lever. <a href="${contact}">Kontakt oss</a> for å starte en reparasjon.</p>`,
      repairCta: 'Start en reparasjon',
    },
  },
};
