import type { SizeChart } from '../../shared/catalogue/schemas/product-sets';
import type { ContentLanguage } from './category-names';
import type { Family } from './fixture';

/*
 * Size charts per product family (GET size-chart/{productType}), with every
 * measurement in cm and inches, in the calling site's language. Inches are derived from
 * the cm figures so the two columns can never disagree, and the figures are the same in
 * every language: only the words are translated.
 */

type Range = readonly [number, number] | number;

const toInches = (cm: number) => Math.round((cm / 2.54) * 2) / 2;
const fmt = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const cmText = (range: Range) => (typeof range === 'number' ? fmt(range) : `${fmt(range[0])}–${fmt(range[1])}`);
const inText = (range: Range) => (typeof range === 'number' ? fmt(toInches(range)) : `${fmt(toInches(range[0]))}–${fmt(toInches(range[1]))}`);

/** A measurement contributes a cm and an inch column, in that order. */
const both = (...ranges: Range[]) => ranges.flatMap((range) => [cmText(range), inText(range)]);
const headings = (...names: string[]) => names.flatMap((name) => [`${name} (cm)`, `${name} (in)`]);

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const CHEST: Range[] = [[84, 90], [90, 96], [96, 104], [104, 112], [112, 120], [120, 128]];
const WAIST: Range[] = [[68, 74], [74, 80], [80, 88], [88, 96], [96, 104], [104, 112]];
const HIP: Range[] = [[86, 92], [92, 98], [98, 104], [104, 110], [110, 116], [116, 122]];
const SLEEVE: Range[] = [80, 82.5, 85, 87.5, 90, 92.5];
const INSEAM: Range[] = [79, 80, 81, 82, 83, 84];

/** The words of the charts in one language; the figures and size codes are not words. */
interface ChartCopy {
  title: Record<Family, string>;
  guidance: { tops: string; footwear: string; pants: string; pack: string; tent: string; sleepingBag: string; headwear: string; gloves: string };
  size: string;
  chest: string;
  waist: string;
  sleeve: string;
  hip: string;
  inseam: string;
  footLength: string;
  pack: string;
  volume: string;
  torsoLength: string;
  hipbelt: string;
  tent: string;
  floor: string;
  peakHeight: string;
  packedWeight: string;
  length: string;
  fitsUpTo: string;
  shoulderGirth: string;
  hipGirth: string;
  headCircumference: string;
  handCircumference: string;
  handLength: string;
  packs: readonly [string, string, string, string];
  tents: readonly [string, string, string, string];
  bagLengths: readonly [string, string];
  oneSize: string;
}

const COPY: Record<ContentLanguage, ChartCopy> = {
  en: {
    title: {
      jacket: 'Jackets size chart',
      fleece: 'Fleece size chart',
      baselayer: 'Base layers size chart',
      pants: 'Pants size chart',
      boot: 'Hiking boots size chart',
      runner: 'Trail shoes size chart',
      pack: 'Backpack fit guide',
      tent: 'Tent dimensions',
      sleepingBag: 'Sleeping bag sizes',
      headwear: 'Headwear size chart',
      gloves: 'Gloves size chart',
    },
    guidance: {
      tops: 'Chest: measure around the fullest part, under the arms, keeping the tape level. Waist: measure around your natural waistline. Sleeve: from the centre back of the neck, over the shoulder and down to the wrist. Between sizes? Choose the larger size if you layer underneath. Women’s styles run from XS to XL.',
      footwear: 'Stand on a sheet of paper with your heel against a wall and mark the tip of your longest toe; measure from the wall to the mark. Measure in the afternoon, wearing the socks you will hike in. If you are between sizes, go up half a size.',
      pants: 'Waist: measure around your natural waistline. Hip: measure around the fullest part of your hips with feet together. Inseam: from the crotch to the floor along the inside of the leg, without shoes.',
      pack: 'Torso length: with your chin down, measure from the bony bump at the base of your neck to the line between the tops of your hip bones. Hipbelt: measure around your hips at that line. Every pack has an adjustable back length within its range.',
      tent: 'Floor sizes are measured at the base of the inner tent; peak height is measured from the floor to the highest point inside. Packed weight includes poles, pegs and stuff sack.',
      sleepingBag: 'Choose the length that fits your height with a few centimetres to spare, so your feet do not compress the insulation. The long size also has a wider cut at the shoulders.',
      headwear: 'Measure around your head just above the eyebrows and ears. One-size styles stretch or adjust to fit the range below.',
      gloves: 'Hand circumference: measure around your dominant hand at the widest part of the palm, excluding the thumb. Hand length: from the wrist crease to the tip of the middle finger. Where the two suggest different sizes, go by length.',
    },
    size: 'Size',
    chest: 'Chest',
    waist: 'Waist',
    sleeve: 'Sleeve',
    hip: 'Hip',
    inseam: 'Inseam',
    footLength: 'Foot length',
    pack: 'Pack',
    volume: 'Volume (L)',
    torsoLength: 'Torso length',
    hipbelt: 'Hipbelt',
    tent: 'Tent',
    floor: 'Floor',
    peakHeight: 'Peak height',
    packedWeight: 'Packed weight',
    length: 'Length',
    fitsUpTo: 'Fits up to',
    shoulderGirth: 'Shoulder girth',
    hipGirth: 'Hip girth',
    headCircumference: 'Head circumference',
    handCircumference: 'Hand circumference',
    handLength: 'Hand length',
    packs: ['Daypack 22', 'Backpack 35', 'Trekking Pack 50', 'Expedition Pack 65'],
    tents: ['2P Tent', '3P Tent', 'Ultralight Tent', 'Four-Season Tent'],
    bagLengths: ['Regular', 'Long'],
    oneSize: 'One Size',
  },
  fr: {
    title: {
      jacket: 'Guide des tailles : vestes',
      fleece: 'Guide des tailles : polaires',
      baselayer: 'Guide des tailles : sous-vêtements techniques',
      pants: 'Guide des tailles : pantalons',
      boot: 'Guide des tailles : chaussures de randonnée',
      runner: 'Guide des tailles : chaussures de trail',
      pack: 'Guide d’ajustement des sacs à dos',
      tent: 'Dimensions des tentes',
      sleepingBag: 'Tailles des sacs de couchage',
      headwear: 'Guide des tailles : couvre-chefs',
      gloves: 'Guide des tailles : gants',
    },
    guidance: {
      tops: 'Poitrine : mesurez le tour à l’endroit le plus fort, sous les bras, en gardant le ruban à l’horizontale. Taille : mesurez le tour de votre taille naturelle. Manche : du milieu de la nuque jusqu’au poignet, en passant par l’épaule. Entre deux tailles ? Choisissez la plus grande si vous portez des couches en dessous. Les modèles femme vont du XS au XL.',
      footwear: 'Placez-vous sur une feuille de papier, le talon contre un mur, et marquez le bout de votre orteil le plus long ; mesurez du mur jusqu’à la marque. Mesurez l’après-midi, avec les chaussettes que vous porterez en randonnée. Entre deux pointures, prenez une demi-pointure de plus.',
      pants: 'Taille : mesurez le tour de votre taille naturelle. Hanches : mesurez le tour à l’endroit le plus fort, pieds joints. Entrejambe : de l’entrejambe au sol, le long de l’intérieur de la jambe, sans chaussures.',
      pack: 'Longueur du dos : menton baissé, mesurez de la vertèbre saillante à la base du cou jusqu’à la ligne qui relie le haut de vos os iliaques. Ceinture : mesurez le tour de vos hanches à cette hauteur. Chaque sac a une longueur de dos réglable dans sa plage.',
      tent: 'Les dimensions au sol sont mesurées à la base de la tente intérieure ; la hauteur maximale, du sol au point le plus haut à l’intérieur. Le poids emballé comprend les arceaux, les sardines et le sac de rangement.',
      sleepingBag: 'Choisissez la longueur qui convient à votre taille, avec quelques centimètres de marge, pour que vos pieds ne compriment pas l’isolant. La version longue est aussi plus large aux épaules.',
      headwear: 'Mesurez le tour de votre tête juste au-dessus des sourcils et des oreilles. Les modèles taille unique s’étirent ou se règlent pour couvrir la plage ci-dessous.',
      gloves: 'Tour de main : mesurez votre main dominante à l’endroit le plus large de la paume, sans le pouce. Longueur de main : du pli du poignet au bout du majeur. Si les deux mesures indiquent des tailles différentes, fiez-vous à la longueur.',
    },
    size: 'Taille',
    chest: 'Poitrine',
    waist: 'Tour de taille',
    sleeve: 'Manche',
    hip: 'Hanches',
    inseam: 'Entrejambe',
    footLength: 'Longueur du pied',
    pack: 'Sac',
    volume: 'Volume (L)',
    torsoLength: 'Longueur du dos',
    hipbelt: 'Ceinture',
    tent: 'Tente',
    floor: 'Surface au sol',
    peakHeight: 'Hauteur maximale',
    packedWeight: 'Poids emballé',
    length: 'Longueur',
    fitsUpTo: 'Convient jusqu’à',
    shoulderGirth: 'Tour d’épaules',
    hipGirth: 'Tour de hanches',
    headCircumference: 'Tour de tête',
    handCircumference: 'Tour de main',
    handLength: 'Longueur de main',
    packs: ['Sac de jour 22', 'Sac à dos 35', 'Sac de trek 50', 'Sac d’expédition 65'],
    tents: ['Tente 2 places', 'Tente 3 places', 'Tente ultralégère', 'Tente quatre saisons'],
    bagLengths: ['Standard', 'Long'],
    oneSize: 'Taille unique',
  },
  de: {
    title: {
      jacket: 'Größentabelle Jacken',
      fleece: 'Größentabelle Fleece',
      baselayer: 'Größentabelle Funktionsunterwäsche',
      pants: 'Größentabelle Hosen',
      boot: 'Größentabelle Wanderschuhe',
      runner: 'Größentabelle Trailschuhe',
      pack: 'Passform-Ratgeber Rucksäcke',
      tent: 'Zeltmaße',
      sleepingBag: 'Schlafsackgrößen',
      headwear: 'Größentabelle Kopfbedeckungen',
      gloves: 'Größentabelle Handschuhe',
    },
    guidance: {
      tops: 'Brust: an der stärksten Stelle unter den Armen messen, das Maßband waagerecht halten. Taille: an der natürlichen Taille messen. Ärmel: von der Mitte des Nackens über die Schulter bis zum Handgelenk. Zwischen zwei Größen? Wählen Sie die größere, wenn Sie darunter Schichten tragen. Damenmodelle gibt es von XS bis XL.',
      footwear: 'Stellen Sie sich mit der Ferse an eine Wand auf ein Blatt Papier und markieren Sie die Spitze Ihres längsten Zehs; messen Sie von der Wand bis zur Markierung. Messen Sie am Nachmittag, mit den Socken, die Sie beim Wandern tragen. Zwischen zwei Größen nehmen Sie eine halbe Größe mehr.',
      pants: 'Taille: an der natürlichen Taille messen. Hüfte: bei geschlossenen Füßen an der stärksten Stelle der Hüfte messen. Innenbeinlänge: ohne Schuhe vom Schritt an der Beininnenseite bis zum Boden.',
      pack: 'Rückenlänge: Kinn zur Brust neigen und vom hervorstehenden Halswirbel bis zur Linie zwischen den Oberkanten der Beckenknochen messen. Hüftgurt: den Hüftumfang auf dieser Linie messen. Jeder Rucksack hat eine in seinem Bereich verstellbare Rückenlänge.',
      tent: 'Die Bodenmaße gelten am Boden des Innenzelts; die Innenhöhe wird vom Boden bis zum höchsten Punkt innen gemessen. Das Packgewicht umfasst Gestänge, Heringe und Packsack.',
      sleepingBag: 'Wählen Sie die Länge, die mit ein paar Zentimetern Spielraum zu Ihrer Körpergröße passt, damit Ihre Füße die Isolierung nicht zusammendrücken. Die lange Größe ist an den Schultern auch weiter geschnitten.',
      headwear: 'Messen Sie den Kopfumfang direkt über den Augenbrauen und Ohren. Modelle in Einheitsgröße dehnen sich oder lassen sich auf den Bereich unten einstellen.',
      gloves: 'Handumfang: an der dominanten Hand an der breitesten Stelle der Handfläche messen, ohne Daumen. Handlänge: von der Handgelenksfalte bis zur Spitze des Mittelfingers. Ergeben die beiden Maße verschiedene Größen, richten Sie sich nach der Länge.',
    },
    size: 'Größe',
    chest: 'Brustumfang',
    waist: 'Taillenumfang',
    sleeve: 'Ärmellänge',
    hip: 'Hüftumfang',
    inseam: 'Innenbeinlänge',
    footLength: 'Fußlänge',
    pack: 'Rucksack',
    volume: 'Volumen (L)',
    torsoLength: 'Rückenlänge',
    hipbelt: 'Hüftgurt',
    tent: 'Zelt',
    floor: 'Grundfläche',
    peakHeight: 'Innenhöhe',
    packedWeight: 'Packgewicht',
    length: 'Länge',
    fitsUpTo: 'Passt bis',
    shoulderGirth: 'Schulterumfang',
    hipGirth: 'Hüftumfang',
    headCircumference: 'Kopfumfang',
    handCircumference: 'Handumfang',
    handLength: 'Handlänge',
    packs: ['Tagesrucksack 22', 'Rucksack 35', 'Trekkingrucksack 50', 'Expeditionsrucksack 65'],
    tents: ['2-Personen-Zelt', '3-Personen-Zelt', 'Ultraleichtzelt', 'Vierjahreszeitenzelt'],
    bagLengths: ['Normal', 'Lang'],
    oneSize: 'Einheitsgröße',
  },
  nb: {
    title: {
      jacket: 'Størrelsestabell for jakker',
      fleece: 'Størrelsestabell for fleece',
      baselayer: 'Størrelsestabell for superundertøy',
      pants: 'Størrelsestabell for bukser',
      boot: 'Størrelsestabell for tursko',
      runner: 'Størrelsestabell for terrengløpesko',
      pack: 'Tilpasningsguide for sekker',
      tent: 'Teltmål',
      sleepingBag: 'Størrelser på soveposer',
      headwear: 'Størrelsestabell for hodeplagg',
      gloves: 'Størrelsestabell for hansker',
    },
    guidance: {
      tops: 'Bryst: mål rundt den bredeste delen, under armene, med målebåndet vannrett. Liv: mål rundt den naturlige livlinjen. Erme: fra midt bak i nakken, over skulderen og ned til håndleddet. Mellom to størrelser? Velg den største hvis du har lag under. Damemodellene går fra XS til XL.',
      footwear: 'Stå på et ark med hælen mot en vegg, og merk av tuppen av den lengste tåen; mål fra veggen til merket. Mål på ettermiddagen, med sokkene du skal gå tur i. Er du mellom to størrelser, velg en halv størrelse større.',
      pants: 'Liv: mål rundt den naturlige livlinjen. Hofte: mål rundt den bredeste delen av hoftene med føttene samlet. Innvendig benlengde: fra skrittet til gulvet langs innsiden av beinet, uten sko.',
      pack: 'Ryggens lengde: bøy haken ned og mål fra den utstående virvelen nederst i nakken til linjen mellom toppen av hoftebeina. Hoftebelte: mål rundt hoftene langs den linjen. Alle sekkene har justerbar ryggstørrelse innenfor sitt område.',
      tent: 'Gulvmålene er tatt ved bunnen av innerteltet; takhøyden er målt fra gulvet til det høyeste punktet inne. Pakkvekten omfatter stenger, plugger og pakkpose.',
      sleepingBag: 'Velg lengden som passer høyden din med noen centimeter å gå på, så føttene ikke presser sammen isolasjonen. Den lange størrelsen er også videre over skuldrene.',
      headwear: 'Mål rundt hodet rett over øyenbrynene og ørene. Modeller i én størrelse strekker seg eller kan justeres innenfor området nedenfor.',
      gloves: 'Håndomkrets: mål rundt den dominante hånden der håndflaten er bredest, uten tommelen. Håndlengde: fra folden ved håndleddet til tuppen av langfingeren. Gir de to målene ulike størrelser, gå etter lengden.',
    },
    size: 'Størrelse',
    chest: 'Brystvidde',
    waist: 'Livvidde',
    sleeve: 'Ermelengde',
    hip: 'Hoftevidde',
    inseam: 'Innvendig benlengde',
    footLength: 'Fotlengde',
    pack: 'Sekk',
    volume: 'Volum (L)',
    torsoLength: 'Ryggens lengde',
    hipbelt: 'Hoftebelte',
    tent: 'Telt',
    floor: 'Gulvmål',
    peakHeight: 'Takhøyde',
    packedWeight: 'Pakkvekt',
    length: 'Lengde',
    fitsUpTo: 'Passer opptil',
    shoulderGirth: 'Skuldervidde',
    hipGirth: 'Hoftevidde',
    headCircumference: 'Hodeomkrets',
    handCircumference: 'Håndomkrets',
    handLength: 'Håndlengde',
    packs: ['Dagstursekk 22', 'Tursekk 35', 'Fjellsekk 50', 'Ekspedisjonssekk 65'],
    tents: ['Telt for 2', 'Telt for 3', 'Ultralett telt', 'Helårstelt'],
    bagLengths: ['Normal', 'Lang'],
    oneSize: 'Én størrelse',
  },
};

const FOOTWEAR_ROWS: Array<[us: string, uk: string, eu: string, footCm: number]> = [
  ['7', '6', '40', 25],
  ['8', '7', '41', 26],
  ['9', '8', '42.5', 27],
  ['10', '9', '44', 28],
  ['11', '10', '45', 29],
  ['12', '11', '46', 30],
  ['13', '12', '47.5', 31],
];

function topsChart(productType: Family, copy: ChartCopy): SizeChart {
  return {
    productType,
    title: copy.title[productType],
    guidance: copy.guidance.tops,
    columns: [copy.size, ...headings(copy.chest, copy.waist, copy.sleeve)],
    rows: LETTER_SIZES.map((size, i) => [size, ...both(CHEST[i] as Range, WAIST[i] as Range, SLEEVE[i] as Range)]),
  };
}

function footwearChart(productType: Family, copy: ChartCopy): SizeChart {
  return {
    productType,
    title: copy.title[productType],
    guidance: copy.guidance.footwear,
    columns: ['US', 'UK', 'EU', ...headings(copy.footLength)],
    rows: FOOTWEAR_ROWS.map(([us, uk, eu, cm]) => [us, uk, eu, ...both(cm)]),
  };
}

/** Every family's chart in one language. */
function chartsIn(copy: ChartCopy): Record<Family, SizeChart> {
  const [daypack, backpack, trekking, expedition] = copy.packs;
  const [twoPerson, threePerson, ultralight, fourSeason] = copy.tents;
  const [regular, long] = copy.bagLengths;
  return {
    jacket: topsChart('jacket', copy),
    fleece: topsChart('fleece', copy),
    baselayer: topsChart('baselayer', copy),
    pants: {
      productType: 'pants',
      title: copy.title.pants,
      guidance: copy.guidance.pants,
      columns: [copy.size, ...headings(copy.waist, copy.hip, copy.inseam)],
      rows: LETTER_SIZES.map((size, i) => [size, ...both(WAIST[i] as Range, HIP[i] as Range, INSEAM[i] as Range)]),
    },
    boot: footwearChart('boot', copy),
    runner: footwearChart('runner', copy),
    pack: {
      productType: 'pack',
      title: copy.title.pack,
      guidance: copy.guidance.pack,
      columns: [copy.pack, copy.volume, ...headings(copy.torsoLength, copy.hipbelt)],
      rows: [
        [daypack, '22', ...both([38, 50], [66, 127])],
        [backpack, '35', ...both([40, 52], [66, 132])],
        [trekking, '50', ...both([41, 54], [69, 137])],
        [expedition, '65', ...both([43, 56], [71, 142])],
      ],
    },
    tent: {
      productType: 'tent',
      title: copy.title.tent,
      guidance: copy.guidance.tent,
      columns: [copy.tent, ...headings(copy.floor, copy.peakHeight), `${copy.packedWeight} (kg)`, `${copy.packedWeight} (lb)`],
      rows: [
        [twoPerson, `${cmText(213)} × ${cmText(127)}`, `${inText(213)} × ${inText(127)}`, ...both(102), '1.9', '4.2'],
        [threePerson, `${cmText(218)} × ${cmText(178)}`, `${inText(218)} × ${inText(178)}`, ...both(112), '2.6', '5.7'],
        [ultralight, `${cmText(213)} × ${cmText(107)}`, `${inText(213)} × ${inText(107)}`, ...both(97), '1.1', '2.4'],
        [fourSeason, `${cmText(221)} × ${cmText(142)}`, `${inText(221)} × ${inText(142)}`, ...both(109), '3.4', '7.5'],
      ],
    },
    sleepingBag: {
      productType: 'sleepingBag',
      title: copy.title.sleepingBag,
      guidance: copy.guidance.sleepingBag,
      columns: [copy.length, ...headings(copy.fitsUpTo, copy.shoulderGirth, copy.hipGirth)],
      rows: [
        [regular, ...both(183, 157, 142)],
        [long, ...both(198, 165, 150)],
      ],
    },
    headwear: {
      productType: 'headwear',
      title: copy.title.headwear,
      guidance: copy.guidance.headwear,
      columns: [copy.size, ...headings(copy.headCircumference)],
      rows: [[copy.oneSize, ...both([54, 60])]],
    },
    gloves: {
      productType: 'gloves',
      title: copy.title.gloves,
      guidance: copy.guidance.gloves,
      columns: [copy.size, ...headings(copy.handCircumference, copy.handLength)],
      rows: [
        ['S', ...both([18, 19], 17.5)],
        ['M', ...both([20, 21], 18.5)],
        ['L', ...both([22, 23], 19.5)],
        ['XL', ...both([24, 25], 20.5)],
      ],
    },
  };
}

// Built once per isolate: the charts are the same for every shopper of a language.
const CHARTS = Object.fromEntries((Object.keys(COPY) as ContentLanguage[]).map((language) => [language, chartsIn(COPY[language])])) as Record<ContentLanguage, Record<Family, SizeChart>>;

export const SIZE_CHART_TYPES = Object.keys(CHARTS.en) as Family[];

/** A family's chart in `language` (English when none is named), or undefined for a type no family has. */
export function sizeChartFor(productType: string, language: ContentLanguage = 'en'): SizeChart | undefined {
  const charts = CHARTS[language];
  return Object.hasOwn(charts, productType) ? charts[productType as Family] : undefined;
}
