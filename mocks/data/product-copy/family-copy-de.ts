import type { FamilyCopyTable } from './family-copy';

// Written as a German outdoor shop writes its product pages: compound nouns, "Sie"-free
// descriptive sentences, activities in the accusative after "für".

export const FAMILY_COPY_DE: FamilyCopyTable = {
  jacket: {
    nouns: [
      { word: 'Jacke', gender: 'f' }, { word: 'Hardshelljacke', gender: 'f' }, { word: 'Daunenjacke', gender: 'f' },
      { word: 'Isolationsparka', gender: 'm' }, { word: 'Regenjacke', gender: 'f' }, { word: 'Softshelljacke', gender: 'f' },
      { word: 'Hybrid-Hoodie', gender: 'm' },
    ],
    activities: ['alpine Hochtouren', 'nasse Wanderungen in der Übergangszeit', 'kalte Standplätze beim Sichern', 'zügige Skitouren', 'das tägliche Wetter im Bergdorf'],
    features: [
      'Die helmtaugliche Kapuze lässt sich mit einem Zug anpassen',
      'Unterarmreißverschlüsse lassen beim steilen Aufstieg Wärme entweichen',
      'Zwei Brusttaschen bleiben auch mit Hüftgurt frei zugänglich',
      'Verschweißte Nähte halten auch Schlagregen draußen',
    ],
    materials: [
      'eine dreilagige Membran aus recyceltem Nylon',
      'verantwortungsvoll gewonnene Daune mit 700 Cuin Bauschkraft',
      'ein elastisches Obermaterial mit PFC-freier Imprägnierung',
      'eine Kunstfaserisolierung, die auch feucht noch wärmt,',
    ],
  },
  fleece: {
    nouns: [{ word: 'Fleecejacke', gender: 'f' }, { word: 'Grid-Fleece-Hoodie', gender: 'm' }, { word: 'Teddyfleecejacke', gender: 'f' }, { word: 'Fleece-Troyer', gender: 'm' }],
    activities: ['frische Morgen am Ausgangspunkt', 'den Einsatz unter der Hardshell', 'Abende im Camp', 'intensive Winterläufe'],
    features: [
      'Die Gitterstruktur am Rücken leitet Feuchtigkeit in Bewegung ab',
      'Daumenschlaufen halten die Ärmel an Ort und Stelle',
      'In die Brusttasche mit Reißverschluss passt ein Smartphone',
      'Flachnähte scheuern auch unter dem Rucksack nicht',
    ],
    materials: ['recyceltes Polyester-Gitterfleece', 'ein hochbauschiges, schnell trocknendes Teddyfleece', 'ein innen angerautes Stretchfleece'],
  },
  baselayer: {
    nouns: [{ word: 'Merino-Rundhalsshirt', gender: 'n' }, { word: 'Funktionsshirt', gender: 'n' }, { word: 'Zip-Funktionsshirt', gender: 'n' }, { word: 'Merino-Tights', gender: 'p' }],
    activities: ['mehrtägige Trekkingtouren', 'Skitouren abseits der Piste', 'Trailläufe bei Kälte', 'die Nacht im Zelt'],
    features: [
      'Versetzte Schulternähte verhindern Scheuerstellen unter den Trägern',
      'Der verlängerte Rückensaum bleibt in der Hose',
      'Dank Geruchshemmung muss man unterwegs seltener waschen',
    ],
    materials: ['Merinowolle mit 18,5 Mikron', 'ein Core-Spun-Mix aus Merino und Nylon', 'ein schnell trocknender Strick aus recyceltem Polyester'],
  },
  pants: {
    nouns: [{ word: 'Wanderhose', gender: 'f' }, { word: 'Zip-off-Hose', gender: 'f' }, { word: 'Trekkinghose', gender: 'f' }, { word: 'Softshellhose', gender: 'f' }],
    activities: ['lange Tage auf felsigen Wegen', 'Zustiege mit Kraxelpassagen', 'Wanderungen bei Hitze', 'Trekkingtouren in der Übergangszeit'],
    features: [
      'Ein Zwickel im Schritt macht jeden hohen Schritt mit',
      'Mit abnehmbaren Beinen wird sie zur Shorts',
      'Verstärkte Beinabschlüsse stecken Kratzer von Steigeisen weg',
      'In die Beintasche passt eine gefaltete Karte',
    ],
    materials: ['ein Vier-Wege-Stretch-Nylon', 'ein robustes Ripstop mit wasserabweisender Ausrüstung', 'ein atmungsaktives Softshellgewebe'],
  },
  boot: {
    nouns: [{ word: 'Mid-GTX-Wanderschuh', gender: 'm' }, { word: 'Wanderstiefel', gender: 'm' }, { word: 'Leder-Trekkingstiefel', gender: 'm' }, { word: 'Zustiegsschuh Mid', gender: 'm' }],
    activities: ['Trekkingtouren mit schwerem Gepäck', 'matschige Tageswanderungen', 'Abstiege über lockeres Geröll', 'mehrtägige Hüttentouren'],
    features: [
      'Eine wasserdichte Membran hält die Füße auch beim Durchqueren von Bächen trocken',
      'Eine Gummikappe schützt die Zehen vor Steinschlag',
      'Die profilierte Sohle greift auch auf nassem Fels',
    ],
    materials: ['Vollnarbenleder', 'ein Obermaterial aus Velours und Ripstop', 'recyceltes Mesh mit verschweißten Overlays'],
  },
  runner: {
    nouns: [{ word: 'Trailrunningschuh', gender: 'm' }, { word: 'Trailschuh', gender: 'm' }, { word: 'Ultra-Trailschuh', gender: 'm' }, { word: 'Speed-Hiking-Schuh', gender: 'm' }],
    activities: ['technische Singletrails', 'Ultraläufe', 'Fastpacking', 'schlammige Bergläufe'],
    features: [
      'Eine Steinschutzplatte entschärft spitze Steine',
      'Fünf Millimeter tiefe Stollen greifen auf weichem Boden',
      'Eine angenähte Zunge hält Steinchen draußen',
    ],
    materials: ['ein Obermaterial aus technischem Mesh', 'eine reaktive EVA-Zwischensohle', 'eine griffige Gummi-Außensohle'],
  },
  pack: {
    nouns: [{ word: 'Tagesrucksack 22', gender: 'm' }, { word: 'Rucksack 35', gender: 'm' }, { word: 'Trekkingrucksack 50', gender: 'm' }, { word: 'Expeditionsrucksack 65', gender: 'm' }],
    activities: ['Gipfeltage', 'Touren von Hütte zu Hütte', 'Runden mit einer Übernachtung', 'lange Wochenenden im Hinterland'],
    features: [
      'Ein belüftetes Rückenteil sorgt im Aufstieg für Kühlung',
      'Der Deckel wird zur Hüfttasche',
      'Pickelhalter und seitliche Kompressionsriemen tragen das Extra-Gepäck',
    ],
    materials: ['ein Korpus aus recyceltem 210D-Ripstop', 'ein PFC-frei beschichtetes Nylon', 'ein leichter Aluminiumrahmen'],
  },
  tent: {
    nouns: [{ word: '2-Personen-Zelt', gender: 'n' }, { word: '3-Personen-Zelt', gender: 'n' }, { word: 'Ultraleichtzelt', gender: 'n' }, { word: '4-Jahreszeiten-Zelt', gender: 'n' }],
    activities: ['Trekkingtouren', 'ausgesetzte Biwaks im Hochgebirge', 'Familienwochenenden am See', 'windige Stellplätze an der Küste'],
    features: [
      'Zwei Eingänge und zwei Apsiden beenden das nächtliche Übereinanderklettern',
      'Farbcodierte Clips machen den Aufbau schnell',
      'Das Außenzelt steht zuerst, so bleibt das Innenzelt im Regen trocken',
    ],
    materials: ['ein silikonbeschichtetes Ripstop-Außenzelt', 'ein Gestänge aus DAC-Aluminium', 'ein wannenförmiger Boden aus 40D-Nylon'],
  },
  sleepingBag: {
    nouns: [{ word: 'Daunenschlafsack -7 °C', gender: 'm' }, { word: 'Kunstfaserschlafsack 0 °C', gender: 'm' }, { word: 'Ultraleicht-Quilt', gender: 'm' }, { word: 'Winterschlafsack -18 °C', gender: 'm' }],
    activities: ['Camping in der Übergangszeit', 'Fastpacking', 'Hüttentouren im Winter', 'Campingurlaub mit dem Auto'],
    features: [
      'Eine körpergerechte Kapuze hält die Wärme drin',
      'Ein Reißverschluss mit Klemmschutz läuft über die ganze Länge',
      'Packsack und Aufbewahrungssack sind dabei',
    ],
    materials: ['verantwortungsvoll gewonnene Daune mit 750 Cuin Bauschkraft', 'eine Isolierung aus recycelter Kunstfaser', 'eine weiche Hülle aus 20D-Nylon'],
  },
  headwear: {
    nouns: [{ word: 'Strickmütze', gender: 'f' }, { word: 'Trucker-Cap', gender: 'f' }, { word: 'Sonnenhut', gender: 'm' }, { word: 'Schlauchschal', gender: 'm' }],
    activities: ['frostige Morgen', 'sonnige Grate', 'den Après-Ski', 'Trailläufe'],
    features: ['Ein Umschlag lässt sich auf die richtige Passform falten', 'Stoff mit UPF 50 hält grelle Sonne ab', 'Ein weiches Futter kratzt nicht'],
    materials: ['ein Rippstrick aus Merinowolle', 'ein Twill aus recyceltem Polyester', 'ein Canvas aus Bio-Baumwolle'],
  },
  gloves: {
    nouns: [{ word: 'Innenhandschuhe', gender: 'p' }, { word: 'Softshellhandschuhe', gender: 'p' }, { word: 'Thermohandschuhe', gender: 'p' }, { word: 'Fäustlinge', gender: 'p' }],
    activities: ['Skitouren', 'Winterwanderungen', 'Zustiege zum Eisklettern', 'kalte Wege zur Arbeit'],
    features: [
      'Touchscreen-Fingerkuppen lassen Sie die Karte auf dem Handy prüfen',
      'Eine Lederinnenhand greift Stöcke und Pickel sicher',
      'Handgelenkschlaufen verhindern, dass der Wind sie davonträgt',
    ],
    materials: ['Ziegenleder mit Softshell', 'eine PrimaLoft-Isolierung', 'ein Innenhandschuh aus Merinostrick'],
  },
};
