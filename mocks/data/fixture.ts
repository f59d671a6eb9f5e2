/** Raw material for the catalogue generator: names, colours, sizes and copy per product family. */

export type Family =
  | 'jacket' | 'fleece' | 'baselayer' | 'pants' | 'boot' | 'runner'
  | 'pack' | 'tent' | 'sleepingBag' | 'headwear' | 'gloves';

export interface FamilyFixture {
  /** Style codes start with this; the image CDN mock reads it back to pick a silhouette. */
  codePrefix: string;
  nouns: readonly string[];
  /** Shelf prices in USD; other currencies are derived by pricing.ts. */
  usdPrices: readonly number[];
  activities: readonly string[];
  features: readonly string[];
  materials: readonly string[];
}

export const FAMILIES: Record<Family, FamilyFixture> = {
  jacket: {
    codePrefix: 'JK',
    nouns: ['Jacket', 'Shell Jacket', 'Down Jacket', 'Insulated Parka', 'Rain Jacket', 'Softshell Jacket', 'Hybrid Hoodie'],
    usdPrices: [149, 179, 199, 249, 299, 349, 399, 449],
    activities: ['alpine ascents', 'wet shoulder-season hikes', 'cold belays', 'fast-moving ski tours', 'everyday mountain-town weather'],
    features: ['A helmet-compatible hood adjusts with one pull', 'Pit zips dump heat on steep climbs', 'Two chest pockets sit clear of a hipbelt', 'Taped seams keep driving rain out'],
    materials: ['a 3-layer recycled nylon membrane', 'responsibly sourced 700-fill down', 'a stretch-woven face fabric with a PFC-free water repellent', 'synthetic insulation that keeps warming when damp'],
  },
  fleece: {
    codePrefix: 'FL',
    nouns: ['Fleece', 'Grid Fleece Hoodie', 'Pile Jacket', 'Quarter-Zip Fleece'],
    usdPrices: [79, 99, 119, 139, 159],
    activities: ['chilly trailhead mornings', 'layering under a shell', 'camp evenings', 'high-output winter runs'],
    features: ['A grid back vents moisture while you move', 'Thumb loops keep the cuffs in place', 'A zippered chest pocket holds a phone', 'Flatlock seams stay comfortable under a pack'],
    materials: ['recycled polyester grid fleece', 'a high-loft pile that dries fast', 'brushed-back stretch fleece'],
  },
  baselayer: {
    codePrefix: 'BL',
    nouns: ['Merino Crew', 'Base Layer Top', 'Zip Neck Base Layer', 'Merino Tights'],
    usdPrices: [49, 59, 69, 79, 89],
    activities: ['multi-day treks', 'backcountry skiing', 'cold-weather trail runs', 'sleeping in the tent'],
    features: ['Offset shoulder seams avoid pack-strap rub', 'A longer drop hem stays tucked in', 'Odour resistance means fewer washes on the trail'],
    materials: ['18.5-micron merino wool', 'a merino and nylon core-spun blend', 'a quick-wicking recycled polyester knit'],
  },
  pants: {
    codePrefix: 'PT',
    nouns: ['Trail Pants', 'Convertible Pants', 'Trekking Pants', 'Softshell Pants'],
    usdPrices: [79, 89, 99, 119, 139],
    activities: ['long days on rocky trails', 'scrambling approaches', 'hot-weather hiking', 'shoulder-season treks'],
    features: ['A gusseted crotch frees up every high step', 'Zip-off legs turn them into shorts', 'Reinforced cuffs shrug off crampon scuffs', 'A thigh pocket fits a folded map'],
    materials: ['a four-way stretch nylon', 'a durable ripstop with a water-repellent finish', 'a breathable softshell weave'],
  },
  boot: {
    codePrefix: 'BT',
    nouns: ['Mid GTX Boot', 'Hiking Boot', 'Leather Trekking Boot', 'Approach Mid'],
    usdPrices: [149, 169, 189, 219, 249],
    activities: ['heavy-pack treks', 'muddy day hikes', 'loose scree descents', 'multi-day hut tours'],
    features: ['A waterproof membrane keeps feet dry in stream crossings', 'A rubber toe cap protects against rock strikes', 'A lugged outsole bites on wet stone'],
    materials: ['full-grain leather', 'a suede and ripstop upper', 'recycled mesh with a welded overlay'],
  },
  runner: {
    codePrefix: 'TR',
    nouns: ['Trail Runner', 'Trail Shoe', 'Ultra Trail Shoe', 'Speed Hiker'],
    usdPrices: [119, 129, 139, 159],
    activities: ['technical singletrack', 'ultra-distance races', 'fast-packing', 'muddy fell runs'],
    features: ['A rock plate blunts sharp stones underfoot', '5 mm lugs grip soft ground', 'A gusseted tongue keeps grit out'],
    materials: ['an engineered mesh upper', 'a responsive EVA midsole', 'a sticky rubber outsole'],
  },
  pack: {
    codePrefix: 'PK',
    nouns: ['Daypack 22', 'Backpack 35', 'Trekking Pack 50', 'Expedition Pack 65'],
    usdPrices: [79, 119, 149, 189, 229, 279],
    activities: ['summit days', 'hut-to-hut trips', 'overnight loops', 'long weekends in the backcountry'],
    features: ['A ventilated back panel keeps you cooler on climbs', 'The lid converts to a hip pack', 'Ice-axe loops and side compression straps carry the extras'],
    materials: ['a recycled 210D ripstop body', 'a PFC-free coated nylon', 'a lightweight aluminium frame'],
  },
  tent: {
    codePrefix: 'TN',
    nouns: ['2P Tent', '3P Tent', 'Ultralight Tent', 'Four-Season Tent'],
    usdPrices: [249, 349, 449, 549, 699],
    activities: ['backpacking trips', 'exposed alpine camps', 'family weekends at the lake', 'windy coastal pitches'],
    features: ['Two doors and two vestibules end the midnight shuffle', 'Colour-coded clips make pitching quick', 'A fly-first pitch keeps the inner dry in the rain'],
    materials: ['a silicone-coated ripstop fly', 'DAC aluminium poles', 'a bathtub floor of 40D nylon'],
  },
  sleepingBag: {
    codePrefix: 'SB',
    nouns: ['Down Bag -7°C', 'Synthetic Bag 0°C', 'Ultralight Quilt', 'Winter Bag -18°C'],
    usdPrices: [149, 199, 249, 329, 399],
    activities: ['shoulder-season camping', 'fastpacking', 'winter hut trips', 'car camping'],
    features: ['A contoured hood seals in warmth', 'An anti-snag zip runs the full length', 'A stuff sack and storage sack come included'],
    materials: ['750-fill responsibly sourced down', 'recycled synthetic insulation', 'a soft 20D nylon shell'],
  },
  headwear: {
    codePrefix: 'HW',
    nouns: ['Beanie', 'Trucker Cap', 'Sun Hat', 'Neck Gaiter'],
    usdPrices: [25, 29, 35, 39, 45],
    activities: ['frosty mornings', 'sunny ridgelines', 'après-ski', 'trail runs'],
    features: ['A fold-up cuff adjusts the fit', 'UPF 50 fabric blocks harsh sun', 'A soft lining avoids itch'],
    materials: ['a merino wool rib knit', 'recycled polyester twill', 'organic cotton canvas'],
  },
  gloves: {
    codePrefix: 'GL',
    nouns: ['Liner Gloves', 'Softshell Gloves', 'Insulated Gloves', 'Mittens'],
    usdPrices: [35, 45, 59, 79, 99],
    activities: ['ski touring', 'winter hiking', 'ice climbing approaches', 'cold commutes'],
    features: ['Touchscreen fingertips let you check the map', 'A leather palm grips poles and axes', 'Wrist leashes stop them blowing away'],
    materials: ['goatskin leather and softshell', 'PrimaLoft insulation', 'a merino liner knit'],
  },
};

/** Model names; combined with a family noun to make a product name. */
export const MODEL_NAMES = [
  'Odin', 'Fjell', 'Talus', 'Cirque', 'Kestrel', 'Aspen', 'Cascade', 'Borealis', 'Skarn', 'Vidda',
  'Tinde', 'Nimbus', 'Cairn', 'Scree', 'Arete', 'Moraine', 'Sierra', 'Lofoten', 'Rondane', 'Jotun',
  'Hardanger', 'Kjerag', 'Sarek', 'Tarn', 'Ridgeback', 'Wildcat', 'Glacier', 'Firn', 'Ptarmigan', 'Switchback',
] as const;

export interface PaletteColor {
  code: string;
  label: string;
  hex: string;
}

/** Colour codes are 3 digits so style + colour makes the 11-character product code. */
export const PALETTE: readonly PaletteColor[] = [
  { code: '001', label: 'Black', hex: '#1f2933' },
  { code: '010', label: 'Graphite', hex: '#4b5563' },
  { code: '020', label: 'Storm Grey', hex: '#8a94a6' },
  { code: '100', label: 'Glacier White', hex: '#e9eef2' },
  { code: '210', label: 'Alpine Red', hex: '#c0392b' },
  { code: '230', label: 'Ember Orange', hex: '#e0672b' },
  { code: '300', label: 'Summit Yellow', hex: '#e8b422' },
  { code: '410', label: 'Moss Green', hex: '#5b7f3a' },
  { code: '420', label: 'Forest', hex: '#2f5d45' },
  { code: '450', label: 'Sage', hex: '#9aae8c' },
  { code: '510', label: 'Fjord Blue', hex: '#2b6cb0' },
  { code: '520', label: 'Navy', hex: '#1e3a5f' },
  { code: '540', label: 'Ice Blue', hex: '#7fb3d5' },
  { code: '610', label: 'Dusk Purple', hex: '#6b4f8a' },
  { code: '700', label: 'Sand', hex: '#c8b28e' },
  { code: '720', label: 'Clay', hex: '#a0603e' },
];

export const PALETTE_BY_CODE: ReadonlyMap<string, PaletteColor> = new Map(PALETTE.map((c) => [c.code, c]));

export interface SizeFixture {
  code: string;
  label: string;
}

const letterSizes = (codes: string[]): SizeFixture[] => codes.map((code) => ({ code, label: code }));

export const SIZE_RUNS = {
  apparel: letterSizes(['XS', 'S', 'M', 'L', 'XL', 'XXL']),
  womens: letterSizes(['XS', 'S', 'M', 'L', 'XL']),
  gloves: letterSizes(['S', 'M', 'L', 'XL']),
  shoes: ['7', '8', '9', '10', '11', '12', '13'].map((code) => ({ code, label: `US ${code}` })),
  bagLength: [{ code: 'REG', label: 'Regular' }, { code: 'LONG', label: 'Long' }],
  oneSize: [{ code: 'OS', label: 'One Size' }],
} satisfies Record<string, SizeFixture[]>;
export type SizeRunName = keyof typeof SIZE_RUNS;

export const EYEBROWS = ['New', 'Bestseller', 'Staff Pick'] as const;
export const BADGES = ['Sustainable', 'Online Exclusive', 'Recycled Materials'] as const;
