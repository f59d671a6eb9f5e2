import type { StoryCopyTable } from './types';

// Written as a German outdoor magazine addresses its readers: „Sie“, metric, Alpine vocabulary.
export const STORY_COPY_DE: StoryCopyTable = {
  'five-ridge-walks-for-long-autumn-days': {
    title: 'Fünf Gratwanderungen für lange Herbsttage', eyebrow: 'Tourentipp',
    body: ['Goldene Lärchen, kalte Morgen und leere Parkplätze: Der Herbst ist die schönste Zeit auf den hohen Graten.', 'Jede dieser Touren dauert sechs bis neun Stunden und verläuft fast den ganzen Tag oberhalb der Baumgrenze.'],
  },
  'how-to-re-proof-a-waterproof-shell': {
    title: 'So wird Ihre Hardshell wieder wasserdicht', eyebrow: 'Pflege',
    body: ['Perlt der Regen nicht mehr ab, sondern zieht ins Obermaterial ein, braucht Ihre Jacke eine Wäsche und eine frische Imprägnierung.', 'Waschen Sie sie mit einem Funktionswaschmittel, spülen Sie zweimal und trocknen Sie sie im Trockner bei niedriger Temperatur, damit die Imprägnierung wieder aktiviert wird.'],
  },
  'maya-okafor-on-running-100-miles-through-the-desert': {
    title: 'Maya Okafor über 160 Kilometer durch die Wüste', eyebrow: 'Athletenporträt',
    body: ['Maya hat einen heißen Sommer lang für ihren ersten 100-Meilen-Lauf trainiert und ist unter den besten zehn ins Ziel gekommen.', 'Sie erzählt von Hitzeakklimatisierung, Nachtabschnitten und warum sie jeden Anstieg geht statt läuft.'],
  },
  'a-beginner-guide-to-hut-to-hut-hiking': {
    title: 'Hüttentouren für Einsteiger', eyebrow: 'Tourentipp',
    body: ['Auf einer Hüttentour sind Sie tagelang mit leichtem Gepäck unterwegs, und abends kocht jemand anderes.', 'Reservieren Sie früh, packen Sie einen Hüttenschlafsack ein und planen Sie in der Mitte einen Ruhetag.'],
  },
  'caring-for-down-sleeping-bags': {
    title: 'Daunenschlafsäcke richtig pflegen', eyebrow: 'Pflege',
    body: ['Daune bauscht sich jahrzehntelang auf, wenn Sie sie unkomprimiert lagern und selten, aber richtig waschen.', 'Nehmen Sie eine Frontlader-Waschmaschine, Daunenwaschmittel und drei Tennisbälle für den Trockner.'],
  },
  'the-climber-who-rebuilt-her-local-crag': {
    title: 'Die Kletterin, die ihren Hausfels neu einrichtete', eyebrow: 'Athletenporträt',
    body: ['Jess Lindqvist hat drei Sommer lang rostige Haken an dem Felsen ersetzt, an dem sie klettern gelernt hat.', 'Ihr Team aus Freiwilligen hat inzwischen mehr als zweihundert Routen saniert.'],
  },
  'choosing-your-first-trail-running-shoes': {
    title: 'Ihre ersten Trailrunning-Schuhe', eyebrow: 'Know-how',
    body: ['Grip, Sprengung und Dämpfung sind im Gelände wichtiger als auf der Straße.', 'Probieren Sie Schuhe am Nachmittag an, mit Ihren Laufsocken, und gehen Sie im Laden die Rampe hinunter.'],
  },
  'three-lakes-loop-a-weekend-backpacking-route': {
    title: 'Drei-Seen-Runde: eine Trekkingtour fürs Wochenende', eyebrow: 'Tourentipp',
    body: ['Die 32 Kilometer lange Runde verbindet drei Bergseen über zwei leichte Übergänge.', 'Zelten Sie am mittleren See für den schönsten Sonnenuntergang und füllen Sie Wasser an jedem Abfluss auf.'],
  },
  'washing-and-storing-your-tent': {
    title: 'Zelt waschen und richtig lagern', eyebrow: 'Pflege',
    body: ['Ein feucht verpacktes Zelt kann innerhalb einer Woche schimmeln.', 'Bauen Sie es zu Hause zum Trocknen auf, wischen Sie Schlamm mit kaltem Wasser ab und lagern Sie es locker in einem atmungsaktiven Beutel.'],
  },
  'winter-layering-explained': {
    title: 'Das Zwiebelprinzip im Winter', eyebrow: 'Know-how',
    body: ['Basis-, Isolations- und Wetterschutzschicht haben jeweils eine Aufgabe: Feuchtigkeit ableiten, wärmen und schützen.', 'Starten Sie leicht fröstelnd, lüften Sie früh und ziehen Sie die Daunenjacke an, sobald Sie anhalten.'],
  },
  'running-the-ridgeline-skyrace-with-tomas-berg': {
    title: 'Mit Tomas Berg beim Ridgeline Skyrace', eyebrow: 'Athletenporträt',
    body: ['Tomas hat den Ridgeline Skyrace dreimal gewonnen und findet den letzten Abstieg immer noch furchteinflößend.', 'Er verrät seine Tapering-Woche, seinen Verpflegungsplan und den Fehler, der ihn 2024 den Sieg kostete.'],
  },
  'a-guide-to-alpine-starts': {
    title: 'Der frühe Aufbruch am Berg', eyebrow: 'Tourentipp',
    body: ['Um 3 Uhr aufzubrechen fühlt sich brutal an, bis Sie vor den Nachmittagsgewittern vom Gletscher herunter sind.', 'Legen Sie am Vorabend alles bereit und frühstücken Sie auf dem Zustieg.'],
  },
  'resoling-climbing-shoes-when-and-how': {
    title: 'Kletterschuhe neu besohlen: wann und wie', eyebrow: 'Pflege',
    body: ['Lassen Sie neu besohlen, bevor der Randgummi durch ist, dann halten Ihre Lieblingsschuhe noch einige Saisons.', 'Die meisten Besohlungsbetriebe brauchen zwei Wochen; schicken Sie die Schuhe sauber und trocken ein.'],
  },
  'snowshoe-routes-close-to-the-city': {
    title: 'Schneeschuhtouren nah an der Stadt', eyebrow: 'Tourentipp',
    body: ['Vier leichte Schneeschuhrunden, keine Stunde von der Stadt entfernt, jede mit einem gemütlichen Café am Ausgangspunkt.', 'Lesen Sie auch im einfachen Gelände den Lawinenlagebericht und nehmen Sie an kurzen Tagen eine Stirnlampe mit.'],
  },
  'leave-no-trace-at-busy-campsites': {
    title: 'Spurlos unterwegs auf vollen Zeltplätzen', eyebrow: 'Know-how',
    body: ['Beliebte Plätze erholen sich nur, wenn alle auf festem Untergrund zelten und ihren gesamten Müll wieder mitnehmen.', 'Nutzen Sie vorhandene Feuerstellen oder, noch besser, kochen Sie auf dem Kocher.'],
  },
  'ines-duarte-from-gym-climber-to-big-walls': {
    title: 'Ines Duarte: von der Kletterhalle an die Bigwalls', eyebrow: 'Athletenporträt',
    body: ['Fünf Jahre nach ihrem ersten Hallentraining stand Ines auf einer 900 Meter hohen Granitwand.', 'Sie erzählt, wie sie das Haulen lernte, auf dem Portaledge schlief und mit der Angst umgehen lernte.'],
  },
  'cleaning-and-conditioning-leather-boots': {
    title: 'Lederstiefel reinigen und pflegen', eyebrow: 'Pflege',
    body: ['Mit Bürste, lauwarmem Wasser und einer dünnen Schicht Wachs bleiben Lederstiefel geschmeidig und wasserdicht.', 'Trocknen Sie sie nie an der Heizung, sonst wird das Leder rissig.'],
  },
  'coastal-trail-running-on-the-cliffs': {
    title: 'Trailrunning an der Steilküste', eyebrow: 'Tourentipp',
    body: ['21 Kilometer hin und zurück entlang der Klippen, mit zwei Stränden und einer steilen Treppe.', 'Laufen Sie bei Ebbe, dann können Sie die zweite Bucht über den Sand abkürzen.'],
  },
  'how-to-pitch-a-tent-in-the-wind': {
    title: 'Zelt aufbauen bei Wind', eyebrow: 'Know-how',
    body: ['Richten Sie das Fußende in den Wind, spannen Sie zuerst die windzugewandten Ecken ab und halten Sie den Eingang auf der Leeseite.', 'Spannen Sie alle Abspannleinen, bevor Sie schlafen gehen, nicht erst nach der ersten Böe.'],
  },
  'a-family-hiking-season-with-the-nguyen-crew': {
    title: 'Ein Wandersommer mit Familie Nguyen', eyebrow: 'Athletenporträt',
    body: ['Vier Kinder, zwei Eltern und vierzig Gipfel in einem Sommer.', 'Ihre Regeln: jede Stunde ein Snack, jedes Wochenende eine Tour, die die Kinder aussuchen, und kein Gejammer über nasse Socken.'],
  },
  'sharpening-crampons-and-ice-axes': {
    title: 'Steigeisen und Eispickel schärfen', eyebrow: 'Pflege',
    body: ['Stumpfe Zacken rutschen auf hartem Eis weg; mit einer Handfeile sind sie in zehn Minuten wieder scharf.', 'Feilen Sie im ursprünglichen Winkel und nehmen Sie nie einen Schleifbock: Die Hitze zerstört die Härtung.'],
  },
  'desert-canyons-for-spring-hiking': {
    title: 'Wüstencanyons für Frühjahrswanderungen', eyebrow: 'Tourentipp',
    body: ['Enge Slot Canyons bleiben bis in den späten Frühling kühl und leuchten im Mittagslicht orange.', 'Prüfen Sie die Sturzflutwarnung für das Einzugsgebiet, bevor Sie in eine Schlucht einsteigen.'],
  },
  'first-night-winter-camping': {
    title: 'Die erste Nacht im Winterzelt', eyebrow: 'Know-how',
    body: ['Für eine warme Nacht im Schnee brauchen Sie eine dicke Isomatte, trockene Funktionswäsche und eine Wärmflasche.', 'Treten Sie eine Plattform fest und lassen Sie sie aushärten, bevor Sie das Zelt aufbauen.'],
  },
  'night-running-with-a-headlamp': {
    title: 'Nachts laufen mit Stirnlampe', eyebrow: 'Know-how',
    body: ['Wer im Dunkeln läuft, schult seine Trittsicherheit und erlebt bekannte Wege ganz neu.', 'Nehmen Sie eine Ersatzlampe mit und starten Sie auf Strecken, die Sie bei Tag schon kennen.'],
  },
};
