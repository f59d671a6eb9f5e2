import type { PageLayoutsCopy } from './types';

/** The richer named pages in Norwegian Bokmål. */
export const LAYOUTS_NB: PageLayoutsCopy = {
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
};
