import type { PageLayoutsCopy } from './types';

/** The richer named pages in German. */
export const LAYOUTS_DE: PageLayoutsCopy = {
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
};
