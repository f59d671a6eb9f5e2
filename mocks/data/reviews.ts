import { REVIEW_BODY_MAX } from '../../shared/catalogue/reviews-limits';
import { FAMILIES, type Family } from './fixture';
import { hashString, intBetween, mulberry32, pick, sample, type Rng } from './prng';

/*
 * Seeded reviews, questions and answers. Every product gets its own PRNG streams
 * seeded from its id, so what a product shows never depends on catalogue order or
 * size. Ratings come from a stream of their own: seededRatingSummary replays only
 * that stream, cheaply, and always agrees with the generated list.
 *
 * All review text is assembled from whole sentences of a four-language phrase
 * bank; that is what lets the translate mock return readable text in any site
 * language without a translation service.
 */

export const REVIEW_LANGUAGES = ['en', 'de', 'fr', 'nb'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];
type Phrase = Readonly<Record<ReviewLanguage, string>>;
type Sentiment = 'positive' | 'mixed' | 'negative';

const p = (en: string, de: string, fr: string, nb: string): Phrase => ({ en, de, fr, nb });

const TITLES: Record<Sentiment, readonly Phrase[]> = {
  positive: [
    p('Excellent all-rounder', 'Hervorragender Allrounder', 'Excellent polyvalent', 'Utmerket allrounder'),
    p('Exactly what I needed', 'Genau das, was ich brauchte', "Exactement ce qu'il me fallait", 'Akkurat det jeg trengte'),
    p('My new favourite', 'Mein neuer Favorit', 'Mon nouveau préféré', 'Min nye favoritt'),
    p('Great quality', 'Tolle Qualität', 'Très bonne qualité', 'Flott kvalitet'),
    p('Perfect for the mountains', 'Perfekt für die Berge', 'Parfait pour la montagne', 'Perfekt til fjells'),
    p('Highly recommended', 'Sehr empfehlenswert', 'Vivement recommandé', 'Anbefales på det sterkeste'),
  ],
  mixed: [
    p('Good, but not perfect', 'Gut, aber nicht perfekt', 'Bien, mais pas parfait', 'Bra, men ikke perfekt'),
    p('Decent value', 'Ordentliches Preis-Leistungs-Verhältnis', 'Rapport qualité-prix correct', 'Grei verdi'),
    p('Check the sizing', 'Auf die Größe achten', 'Attention à la taille', 'Sjekk størrelsen'),
    p('Does the job', 'Erfüllt seinen Zweck', 'Fait le travail', 'Gjør jobben'),
  ],
  negative: [
    p('Disappointed', 'Enttäuscht', 'Déçu', 'Skuffet'),
    p('Did not last', 'Hat nicht lange gehalten', "N'a pas duré", 'Holdt ikke lenge'),
    p('Not as described', 'Nicht wie beschrieben', 'Pas conforme à la description', 'Ikke som beskrevet'),
    p('Returned it', 'Zurückgeschickt', 'Renvoyé', 'Returnert'),
  ],
};

const OPINIONS: Record<Sentiment, readonly Phrase[]> = {
  positive: [
    p('Fits true to size and the cut leaves room for a warm layer underneath.', 'Fällt größengerecht aus und der Schnitt lässt Platz für eine warme Schicht darunter.', 'Taille normalement et la coupe laisse de la place pour une couche chaude en dessous.', 'Passer som forventet i størrelsen, og snittet gir plass til et varmt lag under.'),
    p('The build quality is excellent, with clean stitching and solid zips.', 'Die Verarbeitung ist hervorragend, mit sauberen Nähten und robusten Reißverschlüssen.', 'La finition est excellente, avec des coutures nettes et des fermetures solides.', 'Kvaliteten er utmerket, med pene sømmer og solide glidelåser.'),
    p('After a full season of hard use it still looks almost new.', 'Nach einer ganzen Saison harter Nutzung sieht es noch fast neu aus.', "Après une saison complète d'usage intensif, il a encore l'air presque neuf.", 'Etter en hel sesong med hard bruk ser den fortsatt nesten ny ut.'),
    p('It is noticeably lighter than what I used before, and I feel it at the end of a long day.', 'Es ist deutlich leichter als mein altes Modell, und das merke ich am Ende eines langen Tages.', "Il est nettement plus léger que mon ancien modèle, et je le sens à la fin d'une longue journée.", 'Den er merkbart lettere enn det jeg brukte før, og det kjenner jeg på slutten av en lang dag.'),
    p('Worth every penny.', 'Jeden Cent wert.', 'Vaut chaque centime.', 'Verdt hver krone.'),
    p('I would buy it again without thinking twice.', 'Ich würde es ohne zu zögern wieder kaufen.', 'Je le rachèterais sans hésiter.', 'Jeg ville kjøpt den igjen uten å nøle.'),
    p('The colour is even nicer in person than in the photos.', 'Die Farbe ist in echt noch schöner als auf den Fotos.', 'La couleur est encore plus belle en vrai que sur les photos.', 'Fargen er enda finere i virkeligheten enn på bildene.'),
    p('Breathes well on steep climbs, so I rarely have to stop and change layers.', 'Atmet gut bei steilen Anstiegen, sodass ich selten anhalten und umziehen muss.', "Respire bien dans les montées raides, je dois rarement m'arrêter pour changer de couche.", 'Puster godt i bratte motbakker, så jeg må sjelden stoppe for å bytte lag.'),
    p('Comfortable straight out of the box, with no break-in period.', 'Direkt nach dem Auspacken bequem, ganz ohne Einlaufzeit.', 'Confortable dès la sortie de la boîte, sans période de rodage.', 'Behagelig rett ut av esken, uten innkjøringsperiode.'),
    p('My partner liked it so much that we ordered a second one.', 'Meiner Partnerin gefiel es so gut, dass wir ein zweites bestellt haben.', "Ma conjointe l'a tellement aimé que nous en avons commandé un deuxième.", 'Partneren min likte den så godt at vi bestilte en til.'),
    p('Customer service answered my sizing question within an hour.', 'Der Kundenservice hat meine Frage zur Größe innerhalb einer Stunde beantwortet.', "Le service client a répondu à ma question sur la taille en moins d'une heure.", 'Kundeservice svarte på spørsmålet mitt om størrelse innen en time.'),
    p('It packs down small and disappears into my bag.', 'Es lässt sich klein verpacken und verschwindet im Rucksack.', 'Il se compresse bien et disparaît dans mon sac.', 'Den pakker seg liten og forsvinner i sekken.'),
  ],
  mixed: [
    p('It does the job, but it runs a little small, so consider sizing up.', 'Es erfüllt seinen Zweck, fällt aber etwas klein aus, also lieber eine Nummer größer nehmen.', 'Il fait le travail, mais il taille un peu petit, prenez peut-être la taille au-dessus.', 'Den gjør jobben, men den er litt liten i størrelsen, så vurder en størrelse opp.'),
    p('Good value for the price, although the finish could be better in places.', 'Gutes Preis-Leistungs-Verhältnis, auch wenn die Verarbeitung stellenweise besser sein könnte.', 'Bon rapport qualité-prix, même si la finition pourrait être meilleure par endroits.', 'God verdi for pengene, selv om finishen kunne vært bedre enkelte steder.'),
    p('Comfortable for day trips, but I would not take it on a long expedition.', 'Bequem für Tagestouren, aber auf eine lange Expedition würde ich es nicht mitnehmen.', "Confortable pour les sorties à la journée, mais je ne l'emporterais pas en longue expédition.", 'Behagelig på dagsturer, men jeg ville ikke tatt den med på en lang ekspedisjon.'),
    p('The colour was slightly different from the picture on the website.', 'Die Farbe war etwas anders als auf dem Bild auf der Website.', 'La couleur était un peu différente de la photo sur le site.', 'Fargen var litt annerledes enn på bildet på nettsiden.'),
    p('It took a few outings before it felt really comfortable.', 'Es hat ein paar Touren gedauert, bis es sich wirklich bequem anfühlte.', "Il a fallu quelques sorties avant qu'il soit vraiment confortable.", 'Det tok noen turer før den føltes skikkelig behagelig.'),
    p('Solid overall, but a little heavier than I expected.', 'Insgesamt solide, aber etwas schwerer als erwartet.', "Solide dans l'ensemble, mais un peu plus lourd que prévu.", 'Solid totalt sett, men litt tyngre enn jeg forventet.'),
    p('Not perfect, yet I keep reaching for it.', 'Nicht perfekt, trotzdem greife ich immer wieder danach.', 'Pas parfait, mais je le reprends sans cesse.', 'Ikke perfekt, men jeg tar den stadig med meg.'),
    p('Delivery took longer than promised, but the product itself is fine.', 'Die Lieferung dauerte länger als versprochen, aber das Produkt selbst ist in Ordnung.', 'La livraison a pris plus de temps que prévu, mais le produit lui-même est correct.', 'Leveringen tok lengre tid enn lovet, men selve produktet er greit.'),
  ],
  negative: [
    p('The zip failed after only three weeks of use.', 'Der Reißverschluss ist schon nach drei Wochen kaputtgegangen.', 'La fermeture éclair a lâché après seulement trois semaines.', 'Glidelåsen røk etter bare tre ukers bruk.'),
    p('It is much smaller than the size chart suggests.', 'Es ist viel kleiner, als die Größentabelle vermuten lässt.', "Il est beaucoup plus petit que ne l'indique le guide des tailles.", 'Den er mye mindre enn størrelsestabellen tilsier.'),
    p('I got soaked in the first proper rain shower.', 'Beim ersten richtigen Regenschauer war ich völlig durchnässt.', "J'ai été trempé à la première vraie averse.", 'Jeg ble gjennomvåt i den første ordentlige regnskuren.'),
    p('The material started pilling after a couple of washes.', 'Das Material hat nach ein paar Wäschen angefangen zu pillen.', 'La matière a commencé à boulocher après quelques lavages.', 'Materialet begynte å noppe etter et par vask.'),
    p('Too expensive for what you get.', 'Zu teuer für das, was man bekommt.', 'Trop cher pour ce que c’est.', 'For dyrt for det du får.'),
    p('I sent it back and bought something else.', 'Ich habe es zurückgeschickt und etwas anderes gekauft.', "Je l'ai renvoyé et j'ai acheté autre chose.", 'Jeg sendte den tilbake og kjøpte noe annet.'),
    p('The seams rubbed my shoulders raw under a pack.', 'Die Nähte haben unter dem Rucksack meine Schultern wund gescheuert.', "Les coutures m'ont irrité les épaules sous le sac à dos.", 'Sømmene gnagde skuldrene mine såre under sekken.'),
    p('Disappointing, given how much I like the brand.', 'Enttäuschend, wenn man bedenkt, wie sehr ich die Marke mag.', "Décevant, vu à quel point j'aime la marque.", 'Skuffende, med tanke på hvor godt jeg liker merket.'),
  ],
};

/** How and where the reviewer used it: fits any rating. */
const CONTEXT: readonly Phrase[] = [
  p('I bought it for a week of hut-to-hut hiking in the Alps.', 'Ich habe es für eine Woche Hüttentour in den Alpen gekauft.', "Je l'ai acheté pour une semaine de randonnée de refuge en refuge dans les Alpes.", 'Jeg kjøpte den til en uke med hyttetur i Alpene.'),
  p('I am 178 cm tall with an athletic build and ordered my usual size.', 'Ich bin 178 cm groß, sportlich gebaut und habe meine übliche Größe bestellt.', "Je mesure 178 cm, je suis de carrure sportive et j'ai commandé ma taille habituelle.", 'Jeg er 178 cm høy med atletisk bygning og bestilte vanlig størrelse.'),
  p('Most of my testing was on wet autumn days in the hills.', 'Getestet habe ich vor allem an nassen Herbsttagen in den Bergen.', "Je l'ai surtout testé par des journées humides d'automne en montagne.", 'Det meste av testingen var på våte høstdager i fjellet.'),
  p('I used it on the Kungsleden trail last summer.', 'Ich habe es letzten Sommer auf dem Kungsleden benutzt.', "Je l'ai utilisé sur le sentier du Kungsleden l'été dernier.", 'Jeg brukte den på Kungsleden i fjor sommer.'),
  p('Temperatures ranged from minus five to plus fifteen degrees.', 'Die Temperaturen lagen zwischen minus fünf und plus fünfzehn Grad.', 'Les températures allaient de moins cinq à plus quinze degrés.', 'Temperaturene varierte fra minus fem til pluss femten grader.'),
  p('I wear it for the daily dog walk as well as on weekend trips.', 'Ich trage es täglich beim Gassigehen und auch auf Wochenendtouren.', 'Je le porte pour la promenade quotidienne du chien comme pour les sorties du week-end.', 'Jeg bruker den på den daglige hundeturen og på helgeturer.'),
  p('I compared it with two similar products in the store before buying.', 'Vor dem Kauf habe ich es im Laden mit zwei ähnlichen Produkten verglichen.', "Je l'ai comparé avec deux produits similaires en magasin avant l'achat.", 'Jeg sammenlignet den med to lignende produkter i butikken før jeg kjøpte.'),
  p('I washed it following the care label and it came out fine.', 'Ich habe es nach Pflegeetikett gewaschen und es hat keinen Schaden genommen.', "Je l'ai lavé en suivant l'étiquette d'entretien et il est ressorti intact.", 'Jeg vasket den etter vaskeanvisningen, og den tålte det fint.'),
  p('Ordered online and picked it up in the store the next day.', 'Online bestellt und am nächsten Tag im Laden abgeholt.', 'Commandé en ligne et retiré en magasin le lendemain.', 'Bestilt på nett og hentet i butikken dagen etter.'),
  p('This is my third product from Ridgeline.', 'Das ist mein drittes Produkt von Ridgeline.', "C'est mon troisième produit Ridgeline.", 'Dette er mitt tredje produkt fra Ridgeline.'),
  p('We spent four nights in the mountains with mixed weather.', 'Wir waren vier Nächte bei wechselhaftem Wetter in den Bergen.', 'Nous avons passé quatre nuits en montagne par un temps changeant.', 'Vi tilbrakte fire netter på fjellet i skiftende vær.'),
  p('I carried a heavy pack most of the time.', 'Ich hatte die meiste Zeit einen schweren Rucksack dabei.', "J'avais un sac lourd la plupart du temps.", 'Jeg bar en tung sekk det meste av tiden.'),
  p('On the first day we climbed about 1,400 metres in steady drizzle and a cold wind.', 'Am ersten Tag sind wir bei Nieselregen und kaltem Wind etwa 1.400 Höhenmeter aufgestiegen.', 'Le premier jour, nous avons gravi environ 1 400 mètres sous une bruine continue et un vent froid.', 'Den første dagen gikk vi rundt 1400 høydemeter opp i jevnt yr og kald vind.'),
  p('I tend to run warm, so breathability matters more to me than anything else.', 'Mir wird schnell warm, deshalb ist mir Atmungsaktivität wichtiger als alles andere.', "J'ai tendance à avoir chaud, donc la respirabilité compte plus que tout pour moi.", 'Jeg blir fort varm, så pust betyr mer for meg enn noe annet.'),
  p('Before this I had been using the same old gear for almost ten years.', 'Davor hatte ich fast zehn Jahre lang dieselbe alte Ausrüstung benutzt.', "Avant cela, j'utilisais le même vieux matériel depuis presque dix ans.", 'Før dette hadde jeg brukt det samme gamle utstyret i nesten ti år.'),
  p('My trips are usually two or three days long, with a mix of forest trails and open ridges.', 'Meine Touren dauern meist zwei bis drei Tage, mit einer Mischung aus Waldwegen und offenen Graten.', 'Mes sorties durent en général deux ou trois jours, entre sentiers forestiers et crêtes dégagées.', 'Turene mine varer vanligvis to eller tre dager, med en blanding av skogsstier og åpne rygger.'),
  p('I read a lot of reviews before choosing, so here is my contribution in return.', 'Ich habe vor dem Kauf viele Bewertungen gelesen, deshalb hier mein Beitrag im Gegenzug.', "J'ai lu beaucoup d'avis avant de choisir, alors voici ma contribution en retour.", 'Jeg leste mange anmeldelser før jeg valgte, så her er mitt bidrag tilbake.'),
  p('The weather changed from bright sunshine to sleet within an hour, which is a good test for any gear.', 'Das Wetter wechselte innerhalb einer Stunde von strahlendem Sonnenschein zu Schneeregen, ein guter Test für jede Ausrüstung.', "Le temps est passé d'un grand soleil à la neige fondue en une heure, un bon test pour n'importe quel équipement.", 'Været skiftet fra strålende sol til sludd i løpet av en time, en god test for alt utstyr.'),
  p('I have now used it on roughly twenty outings over two seasons.', 'Inzwischen habe ich es auf etwa zwanzig Touren in zwei Saisons benutzt.', "Je l'ai maintenant utilisé lors d'une vingtaine de sorties sur deux saisons.", 'Jeg har nå brukt den på rundt tjue turer over to sesonger.'),
  p('My friends in the hiking club have asked about it several times.', 'Meine Freunde im Wanderverein haben schon mehrmals danach gefragt.', "Mes amis du club de randonnée m'ont posé des questions à son sujet plusieurs fois.", 'Vennene mine i turlaget har spurt om den flere ganger.'),
];

/** Details only a real owner of that kind of product would mention. */
const FAMILY_DETAILS: Record<Family, readonly Phrase[]> = {
  jacket: [
    p('The hood stays put in strong wind and still lets me turn my head.', 'Die Kapuze sitzt auch bei starkem Wind und ich kann trotzdem den Kopf drehen.', 'La capuche tient même par grand vent et je peux toujours tourner la tête.', 'Hetta sitter godt i sterk vind og lar meg fortsatt snu hodet.'),
    p('The pit zips make a real difference on the way up.', 'Die Unterarmbelüftung macht beim Aufstieg einen echten Unterschied.', 'Les aérations sous les bras font une vraie différence à la montée.', 'Ventilasjonsglidelåsene under armene gjør stor forskjell på vei opp.'),
  ],
  fleece: [
    p('It is warm on its own and layers nicely under a shell.', 'Es wärmt allein schon gut und lässt sich prima unter einer Hardshell tragen.', 'Il est chaud seul et se porte très bien sous une veste imperméable.', 'Den er varm alene og fungerer fint under et skall.'),
    p('The thumb loops are a small detail I did not know I needed.', 'Die Daumenschlaufen sind ein kleines Detail, das ich nicht mehr missen will.', 'Les passe-pouces sont un petit détail dont je ne savais pas avoir besoin.', 'Tommelløkkene er en liten detalj jeg ikke visste at jeg trengte.'),
  ],
  baselayer: [
    p('Even after three days on the trail it did not smell.', 'Selbst nach drei Tagen auf dem Trail roch es nicht.', 'Même après trois jours sur le sentier, il ne sentait pas.', 'Selv etter tre dager på tur luktet den ikke.'),
    p('The merino is soft and does not itch at all.', 'Die Merinowolle ist weich und kratzt überhaupt nicht.', 'Le mérinos est doux et ne gratte pas du tout.', 'Merinoen er myk og klør ikke i det hele tatt.'),
  ],
  pants: [
    p('The stretch fabric moves with me on high steps and scrambles.', 'Der Stretchstoff macht hohe Tritte und Kletterpassagen problemlos mit.', "Le tissu extensible suit mes mouvements dans les grandes marches et les passages d'escalade.", 'Stoffet med stretch følger bevegelsene mine i høye steg og klatring.'),
    p('The thigh pocket fits my phone and a folded map.', 'In die Oberschenkeltasche passen mein Handy und eine gefaltete Karte.', 'La poche de cuisse accueille mon téléphone et une carte pliée.', 'Lårlommen har plass til mobilen og et sammenbrettet kart.'),
  ],
  boot: [
    p('My feet stayed dry through several stream crossings.', 'Meine Füße blieben bei mehreren Bachüberquerungen trocken.', 'Mes pieds sont restés secs malgré plusieurs passages de ruisseaux.', 'Føttene holdt seg tørre gjennom flere bekkekryssinger.'),
    p('The grip on wet rock gave me a lot of confidence on descents.', 'Der Grip auf nassem Fels gab mir beim Abstieg viel Sicherheit.', "L'adhérence sur rocher mouillé m'a donné beaucoup de confiance en descente.", 'Grepet på våt stein ga meg mye trygghet i nedoverbakkene.'),
  ],
  runner: [
    p('The lugs bite well in mud and the rock plate protects my feet.', 'Die Stollen greifen gut im Matsch und die Steinschutzplatte schützt meine Füße.', 'Les crampons accrochent bien dans la boue et la plaque protège mes pieds.', 'Knastene biter godt i gjørme, og steinplaten beskytter føttene.'),
    p('I ran a fifty kilometre race in them without a single blister.', 'Ich bin damit einen Fünfzig-Kilometer-Lauf ohne eine einzige Blase gelaufen.', "J'ai couru un cinquante kilomètres avec, sans la moindre ampoule.", 'Jeg løp et femti kilometer langt løp i dem uten et eneste gnagsår.'),
  ],
  pack: [
    p('The hipbelt carries the load well and the back panel stays ventilated.', 'Der Hüftgurt trägt die Last gut und das Rückenteil bleibt belüftet.', 'La ceinture porte bien la charge et le dos reste ventilé.', 'Hoftebeltet bærer vekten godt, og ryggpanelet holder seg ventilert.'),
    p('There are enough pockets to stay organised without adding weight.', 'Es gibt genug Fächer, um Ordnung zu halten, ohne zusätzliches Gewicht.', 'Il y a assez de poches pour rester organisé sans ajouter de poids.', 'Det er nok lommer til å holde orden uten å legge på vekt.'),
  ],
  tent: [
    p('Pitching took less than ten minutes, even in the rain.', 'Der Aufbau dauerte weniger als zehn Minuten, selbst im Regen.', 'Le montage a pris moins de dix minutes, même sous la pluie.', 'Oppsettet tok under ti minutter, selv i regnet.'),
    p('It stood firm through a windy night above the tree line.', 'Es hielt einer windigen Nacht oberhalb der Baumgrenze stand.', 'Elle a tenu bon pendant une nuit venteuse au-dessus de la limite des arbres.', 'Det sto støtt gjennom en vindfull natt over tregrensen.'),
  ],
  sleepingBag: [
    p('I slept warm at zero degrees in just a base layer.', 'Ich habe bei null Grad nur im Baselayer warm geschlafen.', "J'ai eu chaud à zéro degré avec une simple couche de base.", 'Jeg sov varmt ved null grader med bare ullundertøy.'),
    p('The hood cinches down nicely without the cord getting in my face.', 'Die Kapuze lässt sich gut zuziehen, ohne dass die Kordel stört.', 'La capuche se resserre bien sans que le cordon gêne le visage.', 'Hetta strammes fint uten at snoren kommer i ansiktet.'),
  ],
  headwear: [
    p('It fits well under a helmet and stays in place.', 'Sie passt gut unter einen Helm und verrutscht nicht.', 'Il se porte bien sous un casque et reste en place.', 'Den passer godt under hjelmen og holder seg på plass.'),
    p('Warm enough for winter mornings without overheating.', 'Warm genug für Wintermorgen, ohne dass man schwitzt.', "Assez chaud pour les matins d'hiver sans avoir trop chaud.", 'Varm nok for vintermorgener uten å bli for varm.'),
  ],
  gloves: [
    p('I can use my phone without taking them off.', 'Ich kann mein Handy bedienen, ohne sie auszuziehen.', 'Je peux utiliser mon téléphone sans les enlever.', 'Jeg kan bruke mobilen uten å ta dem av.'),
    p('Dexterity is good enough for buckles and zips.', 'Die Fingerfertigkeit reicht für Schnallen und Reißverschlüsse.', 'La dextérité suffit pour les boucles et les fermetures.', 'Fingerferdigheten er god nok for spenner og glidelåser.'),
  ],
};

const AUTHORS: Record<ReviewLanguage, readonly string[]> = {
  en: ['Sarah', 'James', 'Emily', 'Michael', 'Olivia', 'Daniel', 'Hannah', 'Chris', 'Megan', 'Tom', 'Rachel', 'Ben', 'Alex', 'Priya', 'Liam', 'Grace'],
  de: ['Jonas', 'Lena', 'Lukas', 'Anna', 'Felix', 'Marie', 'Tobias', 'Sophie', 'Matthias', 'Katrin'],
  fr: ['Camille', 'Julien', 'Chloé', 'Mathieu', 'Léa', 'Antoine', 'Manon', 'Nicolas', 'Élodie', 'Guillaume'],
  nb: ['Ingrid', 'Lars', 'Kari', 'Henrik', 'Sigrid', 'Ola', 'Marte', 'Eirik', 'Silje', 'Anders'],
};
const LOCATIONS: Record<ReviewLanguage, readonly string[]> = {
  en: ['Denver, CO', 'Seattle, WA', 'Boulder, CO', 'Portland, OR', 'Vancouver, BC', 'Calgary, AB', 'Edinburgh', 'Keswick', 'Manchester', 'Burlington, VT', 'Salt Lake City, UT', 'Toronto, ON'],
  de: ['München', 'Garmisch-Partenkirchen', 'Freiburg', 'Hamburg', 'Berlin', 'Innsbruck'],
  fr: ['Montréal, QC', 'Québec, QC', 'Chamonix', 'Grenoble', 'Lyon', 'Annecy'],
  nb: ['Oslo', 'Bergen', 'Tromsø', 'Trondheim', 'Lillehammer', 'Bodø'],
};
const INITIALS = 'ABCDEFGHJKLMNOPRSTVW';

export interface SeededReview {
  reviewId: string;
  productId: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  location: string;
  language: ReviewLanguage;
  createdAt: string;
  verifiedPurchase: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
}

export interface SeededAnswer {
  answerId: string;
  text: string;
  author: string;
  isStaff: boolean;
  createdAt: string;
  helpfulCount: number;
  notHelpfulCount: number;
}

export interface SeededQuestion {
  questionId: string;
  productId: string;
  text: string;
  author: string;
  createdAt: string;
  answers: SeededAnswer[];
}

const FAMILY_BY_PREFIX: ReadonlyMap<string, Family> = new Map(
  (Object.entries(FAMILIES) as Array<[Family, (typeof FAMILIES)[Family]]>).map(([family, fixture]) => [fixture.codePrefix, family]),
);

/** The family is encoded in the style code's prefix (catalog.ts), so only the id is needed. */
export function familyOfProduct(productId: string): Family | undefined {
  return FAMILY_BY_PREFIX.get(productId.slice(0, 2));
}

const streamFor = (productId: string, stream: string): Rng => mulberry32(hashString(`${stream}:${productId}`));

/** Seeded dates fall in a fixed window so regenerating never depends on the clock. */
const DATE_FROM = Date.UTC(2024, 2, 1);
const DATE_SPAN_MS = Date.UTC(2026, 9, 31) - DATE_FROM;
const dateIn = (rng: Rng, from = DATE_FROM, span = DATE_SPAN_MS) => new Date(from + Math.floor(rng() * span)).toISOString();

/**
 * Star ratings only: how many reviews and their stars. A per-product quality skews the
 * distribution so products really differ, but most land around four stars, as in real shops.
 */
function seededRatings(productId: string): number[] {
  const rng = streamFor(productId, 'ratings');
  if (rng() < 0.08) return [];
  const count = intBetween(rng, 1, 40);
  const quality = rng();
  const weights = [0.05 - 0.03 * quality, 0.07 - 0.04 * quality, 0.15 - 0.05 * quality, 0.33, 0.25 + 0.35 * quality];
  const total = weights.reduce((a, b) => a + b, 0);
  return Array.from({ length: count }, () => {
    let roll = rng() * total;
    for (let star = 0; star < weights.length; star++) {
      roll -= weights[star] as number;
      if (roll < 0) return star + 1;
    }
    return 5;
  });
}

/** The product's average (1 decimal, 0 without reviews) and count, as the review list reports them. */
export function seededRatingSummary(productId: string): { score: number; reviewsCount: number } {
  const ratings = seededRatings(productId);
  return { score: averageRating(ratings), reviewsCount: ratings.length };
}

export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

const sentimentOf = (rating: number): Sentiment => (rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative');

function pickLanguage(rng: Rng): ReviewLanguage {
  const roll = rng();
  return roll < 0.06 ? 'de' : roll < 0.11 ? 'fr' : roll < 0.15 ? 'nb' : 'en';
}

/**
 * Sentences in a natural reading order: set the scene, what the owner noticed, then
 * verdicts interleaved with more of the story.
 */
function sentencePool(rng: Rng, family: Family | undefined, sentiment: Sentiment): Phrase[] {
  const context = sample(rng, CONTEXT, CONTEXT.length);
  const opinions = sample(rng, OPINIONS[sentiment], OPINIONS[sentiment].length);
  const pool = [...context.splice(0, 2), ...sample(rng, family ? FAMILY_DETAILS[family] : [], 2)];
  while (context.length || opinions.length) {
    const next = opinions.shift();
    if (next) pool.push(next);
    const more = context.shift();
    if (more) pool.push(more);
  }
  return pool;
}

function shortBody(rng: Rng, family: Family | undefined, sentiment: Sentiment, language: ReviewLanguage): string {
  const opinions = sample(rng, OPINIONS[sentiment], intBetween(rng, 1, 3));
  const context = rng() < 0.6 ? [pick(rng, CONTEXT)] : [];
  const details = family && rng() < 0.6 ? [pick(rng, FAMILY_DETAILS[family])] : [];
  return [...context, ...details, ...opinions].map((phrase) => phrase[language]).join(' ');
}

/** A long, detailed review close to (never over) REVIEW_BODY_MAX, in paragraphs. */
function longBody(rng: Rng, family: Family | undefined, sentiment: Sentiment, language: ReviewLanguage): string {
  const target = intBetween(rng, REVIEW_BODY_MAX - 500, REVIEW_BODY_MAX - 40);
  const paragraphs: string[][] = [[]];
  let length = 0;
  for (const phrase of sentencePool(rng, family, sentiment)) {
    const sentence = phrase[language];
    if (length + sentence.length + 2 > target) break;
    let paragraph = paragraphs[paragraphs.length - 1] as string[];
    if (paragraph.length === 4) {
      paragraph = [];
      paragraphs.push(paragraph);
      length += 1;
    }
    paragraph.push(sentence);
    length += sentence.length + 1;
  }
  return paragraphs.map((sentences) => sentences.join(' ')).join('\n\n');
}

/** Every approved seeded review of a product, in generation order. */
export function generateReviews(productId: string): SeededReview[] {
  const family = familyOfProduct(productId);
  const rng = streamFor(productId, 'review-text');
  return seededRatings(productId).map((rating, index) => {
    const language = pickLanguage(rng);
    const sentiment = sentimentOf(rating);
    const long = rng() < 0.1;
    const body = long ? longBody(rng, family, sentiment, language) : shortBody(rng, family, sentiment, language);
    const skew = rng() ** 3;
    return {
      reviewId: `${productId}-R${String(index + 1).padStart(2, '0')}`,
      productId,
      rating,
      title: pick(rng, TITLES[sentiment])[language],
      body,
      author: `${pick(rng, AUTHORS[language])} ${INITIALS[intBetween(rng, 0, INITIALS.length - 1)]}.`,
      location: pick(rng, LOCATIONS[language]),
      language,
      createdAt: dateIn(rng),
      verifiedPurchase: rng() < 0.7,
      // Detailed reviews tend to collect more helpful votes.
      helpfulCount: Math.floor(skew * 40) + (long ? intBetween(rng, 5, 20) : 0),
      notHelpfulCount: Math.floor(rng() ** 3 * 8),
    };
  });
}

/* ------------------------------ translation ------------------------------ */

const ALL_PHRASES: readonly Phrase[] = [
  ...Object.values(TITLES).flat(),
  ...Object.values(OPINIONS).flat(),
  ...CONTEXT,
  ...Object.values(FAMILY_DETAILS).flat(),
];
const indexBy = (language: ReviewLanguage): ReadonlyMap<string, Phrase> => new Map(ALL_PHRASES.map((phrase) => [phrase[language], phrase]));
const PHRASE_INDEX: Record<ReviewLanguage, ReadonlyMap<string, Phrase>> = { en: indexBy('en'), de: indexBy('de'), fr: indexBy('fr'), nb: indexBy('nb') };

export const isReviewLanguage = (value: string): value is ReviewLanguage => (REVIEW_LANGUAGES as readonly string[]).includes(value);

/** Every bank phrase ends a sentence and holds no sentence break of its own, so splitting here is exact. */
const SENTENCE_BREAK = /(?<=[.!?])(\s+)/;

/**
 * Sentence-by-sentence dictionary translation. Sentences outside the bank (a shopper's
 * own words) stay as written: a mock cannot do better, and must not invent text.
 */
export function translateText(text: string, from: ReviewLanguage, to: ReviewLanguage): string {
  if (from === to) return text;
  const whole = PHRASE_INDEX[from].get(text);
  if (whole) return whole[to];
  return text
    .split(SENTENCE_BREAK)
    .map((part) => PHRASE_INDEX[from].get(part)?.[to] ?? part)
    .join('');
}

/** Exposed for tests: every phrase in every language. */
export const PHRASE_BANK: readonly Phrase[] = ALL_PHRASES;

/* --------------------------- questions & answers -------------------------- */


/** A question with the answers it plausibly gets: one from staff, a few from owners. */
interface QuestionFixture {
  text: string;
  staff: string;
  owners: readonly string[];
}
const q = (text: string, staff: string, ...owners: string[]): QuestionFixture => ({ text, staff, owners });

const GENERIC_QUESTIONS: readonly QuestionFixture[] = [
  q('How does the sizing compare to other outdoor brands?', 'It follows our standard size chart, linked next to the size selector. If you are between sizes, we suggest the larger one if you plan to layer underneath.', 'I wear the same size as in most big outdoor brands.', 'I found it a touch roomier than my other gear.'),
  q('Is this covered by the Ridgeline guarantee?', 'Yes. Every Ridgeline product is guaranteed against manufacturing defects; contact customer service with your order number if anything fails.', 'I had a seam repaired under the guarantee without any fuss.'),
  q('Can I return it in store if it does not fit?', 'You can return unworn items within 60 days, in any store or by post, with the receipt or order confirmation.', 'I swapped mine for a different size in store and it was easy.'),
  q('Is it made from recycled materials?', 'The main fabric uses recycled fibres; the full material breakdown is listed under the product details on this page.', 'The label on mine says recycled polyester and nylon.'),
];

const FAMILY_QUESTIONS: Record<Family, readonly QuestionFixture[]> = {
  jacket: [
    q('Is the hood helmet compatible?', 'Yes, the hood is cut to fit over a climbing or ski helmet and adjusts down with a rear volume cord when worn without one.', 'It fits over my climbing helmet with room to spare.'),
    q('Is it fully waterproof or only water resistant?', 'It is fully waterproof with taped seams. Reproof the outer fabric now and then to keep water beading.', 'I have been out in hours of heavy rain and stayed dry.', 'Waterproof in my experience, though the cuffs can wet out in a downpour.'),
    q('Will a fleece fit underneath comfortably?', 'Yes. The cut leaves room for a mid-weight fleece in your usual size.', 'I wear a thick grid fleece under mine in my normal size.'),
  ],
  fleece: [
    q('Does it pill after washing?', 'Wash it inside out on a gentle cycle and skip the tumble dryer; that keeps the face smooth for years.', 'Mine still looks new after a dozen washes.'),
    q('Is it warm enough on its own in autumn?', 'On its own it is comfortable down to around 5 °C while moving; add a shell for wind.', 'Fine on its own for autumn walks, I add a shell when it gets windy.'),
  ],
  baselayer: [
    q('Does the merino itch?', 'We use fine 18.5-micron merino, which most people find soft against the skin.', 'Not at all, and I normally cannot stand wool.'),
    q('Can it go in the tumble dryer?', 'Please dry it flat: heat can shrink merino and weaken the fibres.', 'I dry mine on a rack and it is dry by the morning.'),
  ],
  pants: [
    q('What is the inseam on a medium?', 'A medium has an 81 cm (32 in) inseam; the size chart lists every size.', 'Spot on for me at 180 cm tall.'),
    q('Is a belt included?', 'They have an integrated webbing belt that sits flat under a hipbelt.', 'Yes, a thin belt comes built in and it is comfortable under a pack.'),
  ],
  boot: [
    q('Are these suitable for wide feet?', 'They have a medium-wide last; if your feet are very wide, try half a size up in store.', 'I have wide feet and they fit well after a couple of walks.'),
    q('Do they need breaking in?', 'Very little: wear them on a few short walks before a long trip.', 'I did one short walk and then a long day without any problems.'),
    q('Can I fit crampons to them?', 'They take strap-on crampons; they are not stiff enough for automatic crampons.', 'I use strap-on crampons with mine on winter walks.'),
  ],
  runner: [
    q('What is the heel-to-toe drop?', 'The drop is 6 mm, with 26 mm of cushioning under the heel.', 'It feels moderate, easy to get used to coming from road shoes.'),
    q('Do they run narrow?', 'The toe box is on the roomier side; most runners stay with their usual size.', 'My usual size, and plenty of room for my toes.'),
  ],
  pack: [
    q('Does it fit a 3 litre hydration bladder?', 'Yes, there is an internal sleeve and a hose port on both shoulders.', 'My 3 litre bladder fits fine even when the pack is full.'),
    q('Is the back length adjustable?', 'Yes, the harness slides along the frame to fit the torso range in the fit guide.', 'It took two minutes to adjust and now it carries beautifully.'),
    q('Does it come with a rain cover?', 'A rain cover is stowed in the base pocket.', 'Yes, it is tucked in a zipped pocket at the bottom.'),
  ],
  tent: [
    q('Can one person pitch it alone?', 'Yes, the single hub and colour-coded clips make solo pitching easy, even in wind.', 'I pitch it alone all the time, it takes about ten minutes.'),
    q('What is the packed weight with the footprint?', 'The footprint adds about 220 g to the packed weight listed in the dimensions chart.', 'I weighed mine with the footprint and it was close to the stated figure.'),
  ],
  sleepingBag: [
    q('Can two of these zip together?', 'Yes, a left-zip and a right-zip bag of the same model zip together.', 'We zip ours together on trips and it works well.'),
    q('What is the comfort temperature for women?', 'The comfort rating is listed on the product label and is the figure we recommend for women and cold sleepers.', 'I sleep cold and I am comfortable at the comfort rating.'),
  ],
  headwear: [
    q('Does it fit under a climbing helmet?', 'Yes, it is thin enough to wear under most helmets.', 'It fits under my helmet without any pressure points.'),
    q('Is it one size fits all?', 'It stretches to fit head circumferences from 54 to 60 cm.', 'My head is on the large side and it fits fine.'),
  ],
  gloves: [
    q('Do the fingertips work with touchscreens?', 'The thumb and index fingertips are touchscreen compatible.', 'Works with my phone, though not perfectly with cold fingers.'),
    q('Are they warm enough for ski touring?', 'They are ideal for the uphill; pair them with insulated mittens for cold descents.', 'Perfect on the way up, I switch to mitts for the descent.'),
  ],
};

const STAFF_AUTHORS = ['Ridgeline Staff', 'Ridgeline Gear Expert', 'Ridgeline Customer Care'];
const GENERIC_OWNER_ANSWERS = ['It works fine for me, no complaints at all.', 'I have used it in pretty rough conditions and it has been great.'];

const shopperName = (rng: Rng) => `${pick(rng, AUTHORS.en)} ${INITIALS[intBetween(rng, 0, INITIALS.length - 1)]}.`;

/** 0–6 questions per product, each with 0–3 answers that fit it (some from staff); oldest first. */
export function generateQuestions(productId: string): SeededQuestion[] {
  const family = familyOfProduct(productId);
  const rng = streamFor(productId, 'questions');
  const bank = [...(family ? FAMILY_QUESTIONS[family] : []), ...GENERIC_QUESTIONS];
  const fixtures = sample(rng, bank, Math.min(bank.length, intBetween(rng, 0, 6)));
  const questions = fixtures.map((fixture): SeededQuestion => {
    const asked = Date.parse(dateIn(rng));
    const replies = [
      ...(rng() < 0.6 ? [{ text: fixture.staff, isStaff: true }] : []),
      ...sample(rng, [...fixture.owners, ...GENERIC_OWNER_ANSWERS], 3).map((text) => ({ text, isStaff: false })),
    ].slice(0, intBetween(rng, 0, 3));
    return {
      questionId: '',
      productId,
      text: fixture.text,
      author: shopperName(rng),
      createdAt: new Date(asked).toISOString(),
      answers: replies.map((reply) => ({
        answerId: '',
        text: reply.text,
        author: reply.isStaff ? pick(rng, STAFF_AUTHORS) : shopperName(rng),
        isStaff: reply.isStaff,
        // Answers follow their question within a few weeks.
        createdAt: dateIn(rng, asked + 3_600_000, 30 * 86_400_000),
        helpfulCount: Math.floor(rng() ** 2 * 15) + (reply.isStaff ? 2 : 0),
        notHelpfulCount: Math.floor(rng() ** 3 * 4),
      })),
    };
  });
  // Ids follow time order, so Q1 is the oldest question and A1 its first answer.
  return questions
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((question, i) => {
      const questionId = `${productId}-Q${i + 1}`;
      const answers = [...question.answers].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return { ...question, questionId, answers: answers.map((answer, j) => ({ ...answer, answerId: `${questionId}-A${j + 1}` })) };
    });
}
