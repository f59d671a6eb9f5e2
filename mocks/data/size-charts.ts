import type { SizeChart } from '../../shared/schemas';
import type { Family } from './fixture';

/*
 * Size charts per product family (GET size-chart/{productType}), with every
 * measurement in cm and inches. Inches are derived from the cm figures so the two
 * columns can never disagree.
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

const TOPS_GUIDANCE =
  'Chest: measure around the fullest part, under the arms, keeping the tape level. Waist: measure around your natural waistline. Sleeve: from the centre back of the neck, over the shoulder and down to the wrist. Between sizes? Choose the larger size if you layer underneath. Women’s styles run from XS to XL.';

function topsChart(productType: Family, title: string): SizeChart {
  return {
    productType,
    title,
    guidance: TOPS_GUIDANCE,
    columns: ['Size', ...headings('Chest', 'Waist', 'Sleeve')],
    rows: LETTER_SIZES.map((size, i) => [size, ...both(CHEST[i] as Range, WAIST[i] as Range, SLEEVE[i] as Range)]),
  };
}

const FOOTWEAR_ROWS: Array<[us: string, uk: string, eu: string, footCm: number]> = [
  ['7', '6', '40', 25],
  ['8', '7', '41', 26],
  ['9', '8', '42.5', 27],
  ['10', '9', '44', 28],
  ['11', '10', '45', 29],
  ['12', '11', '46', 30],
  ['13', '12', '47.5', 31],
];

function footwearChart(productType: Family, title: string): SizeChart {
  return {
    productType,
    title,
    guidance: 'Stand on a sheet of paper with your heel against a wall and mark the tip of your longest toe; measure from the wall to the mark. Measure in the afternoon, wearing the socks you will hike in. If you are between sizes, go up half a size.',
    columns: ['US', 'UK', 'EU', ...headings('Foot length')],
    rows: FOOTWEAR_ROWS.map(([us, uk, eu, cm]) => [us, uk, eu, ...both(cm)]),
  };
}

const CHARTS: Record<Family, SizeChart> = {
  jacket: topsChart('jacket', 'Jackets size chart'),
  fleece: topsChart('fleece', 'Fleece size chart'),
  baselayer: topsChart('baselayer', 'Base layers size chart'),
  pants: {
    productType: 'pants',
    title: 'Pants size chart',
    guidance: 'Waist: measure around your natural waistline. Hip: measure around the fullest part of your hips with feet together. Inseam: from the crotch to the floor along the inside of the leg, without shoes.',
    columns: ['Size', ...headings('Waist', 'Hip', 'Inseam')],
    rows: LETTER_SIZES.map((size, i) => [size, ...both(WAIST[i] as Range, HIP[i] as Range, INSEAM[i] as Range)]),
  },
  boot: footwearChart('boot', 'Hiking boots size chart'),
  runner: footwearChart('runner', 'Trail shoes size chart'),
  pack: {
    productType: 'pack',
    title: 'Backpack fit guide',
    guidance: 'Torso length: with your chin down, measure from the bony bump at the base of your neck to the line between the tops of your hip bones. Hipbelt: measure around your hips at that line. Every pack has an adjustable back length within its range.',
    columns: ['Pack', 'Volume (L)', ...headings('Torso length', 'Hipbelt')],
    rows: [
      ['Daypack 22', '22', ...both([38, 50], [66, 127])],
      ['Backpack 35', '35', ...both([40, 52], [66, 132])],
      ['Trekking Pack 50', '50', ...both([41, 54], [69, 137])],
      ['Expedition Pack 65', '65', ...both([43, 56], [71, 142])],
    ],
  },
  tent: {
    productType: 'tent',
    title: 'Tent dimensions',
    guidance: 'Floor sizes are measured at the base of the inner tent; peak height is measured from the floor to the highest point inside. Packed weight includes poles, pegs and stuff sack.',
    columns: ['Tent', ...headings('Floor', 'Peak height'), 'Packed weight (kg)', 'Packed weight (lb)'],
    rows: [
      ['2P Tent', `${cmText(213)} × ${cmText(127)}`, `${inText(213)} × ${inText(127)}`, ...both(102), '1.9', '4.2'],
      ['3P Tent', `${cmText(218)} × ${cmText(178)}`, `${inText(218)} × ${inText(178)}`, ...both(112), '2.6', '5.7'],
      ['Ultralight Tent', `${cmText(213)} × ${cmText(107)}`, `${inText(213)} × ${inText(107)}`, ...both(97), '1.1', '2.4'],
      ['Four-Season Tent', `${cmText(221)} × ${cmText(142)}`, `${inText(221)} × ${inText(142)}`, ...both(109), '3.4', '7.5'],
    ],
  },
  sleepingBag: {
    productType: 'sleepingBag',
    title: 'Sleeping bag sizes',
    guidance: 'Choose the length that fits your height with a few centimetres to spare, so your feet do not compress the insulation. The long size also has a wider cut at the shoulders.',
    columns: ['Length', ...headings('Fits up to', 'Shoulder girth', 'Hip girth')],
    rows: [
      ['Regular', ...both(183, 157, 142)],
      ['Long', ...both(198, 165, 150)],
    ],
  },
  headwear: {
    productType: 'headwear',
    title: 'Headwear size chart',
    guidance: 'Measure around your head just above the eyebrows and ears. One-size styles stretch or adjust to fit the range below.',
    columns: ['Size', ...headings('Head circumference')],
    rows: [['One Size', ...both([54, 60])]],
  },
  gloves: {
    productType: 'gloves',
    title: 'Gloves size chart',
    guidance: 'Hand circumference: measure around your dominant hand at the widest part of the palm, excluding the thumb. Hand length: from the wrist crease to the tip of the middle finger. Where the two suggest different sizes, go by length.',
    columns: ['Size', ...headings('Hand circumference', 'Hand length')],
    rows: [
      ['S', ...both([18, 19], 17.5)],
      ['M', ...both([20, 21], 18.5)],
      ['L', ...both([22, 23], 19.5)],
      ['XL', ...both([24, 25], 20.5)],
    ],
  },
};

export const SIZE_CHART_TYPES = Object.keys(CHARTS) as Family[];

export function sizeChartFor(productType: string): SizeChart | undefined {
  return Object.hasOwn(CHARTS, productType) ? CHARTS[productType as Family] : undefined;
}
