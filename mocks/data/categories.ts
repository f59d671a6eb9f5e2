import type { Family, SizeRunName } from './fixture';

/** One leaf of the catalogue tree; `count` is how many styles the generator makes for it. */
export interface LeafDefinition {
  id: string;
  slug: string;
  name: string;
  family: Family;
  sizeRun: SizeRunName;
  count: number;
  /** Gendered leaves prefix product names so search results stay unambiguous. */
  namePrefix?: string;
}

export interface GroupDefinition {
  id: string;
  slug: string;
  name: string;
  leaves: LeafDefinition[];
}

export interface TopDefinition {
  id: string;
  slug: string;
  name: string;
  groups: GroupDefinition[];
}

/** Three levels (top → group → leaf) so the mega menu has its full depth. */
export const CATEGORY_TREE: readonly TopDefinition[] = [
  {
    id: '10000', slug: 'men', name: 'Men',
    groups: [
      { id: '10100', slug: 'mens-outerwear', name: "Men's Outerwear", leaves: [
        { id: '10101', slug: 'mens-jackets', name: "Men's Jackets", family: 'jacket', sizeRun: 'apparel', count: 52, namePrefix: "Men's" },
        { id: '10102', slug: 'mens-fleece', name: "Men's Fleece", family: 'fleece', sizeRun: 'apparel', count: 12, namePrefix: "Men's" },
      ] },
      { id: '10200', slug: 'mens-layers-pants', name: "Men's Layers & Pants", leaves: [
        { id: '10201', slug: 'mens-base-layers', name: "Men's Base Layers", family: 'baselayer', sizeRun: 'apparel', count: 11, namePrefix: "Men's" },
        { id: '10202', slug: 'mens-hiking-pants', name: "Men's Hiking Pants", family: 'pants', sizeRun: 'apparel', count: 11, namePrefix: "Men's" },
      ] },
    ],
  },
  {
    id: '20000', slug: 'women', name: 'Women',
    groups: [
      { id: '20100', slug: 'womens-outerwear', name: "Women's Outerwear", leaves: [
        { id: '20101', slug: 'womens-jackets', name: "Women's Jackets", family: 'jacket', sizeRun: 'womens', count: 16, namePrefix: "Women's" },
        { id: '20102', slug: 'womens-fleece', name: "Women's Fleece", family: 'fleece', sizeRun: 'womens', count: 11, namePrefix: "Women's" },
      ] },
      { id: '20200', slug: 'womens-layers-pants', name: "Women's Layers & Pants", leaves: [
        { id: '20201', slug: 'womens-base-layers', name: "Women's Base Layers", family: 'baselayer', sizeRun: 'womens', count: 10, namePrefix: "Women's" },
        { id: '20202', slug: 'womens-hiking-pants', name: "Women's Hiking Pants", family: 'pants', sizeRun: 'womens', count: 10, namePrefix: "Women's" },
      ] },
    ],
  },
  {
    id: '30000', slug: 'footwear', name: 'Footwear',
    groups: [
      { id: '30100', slug: 'hiking-footwear', name: 'Hiking Footwear', leaves: [
        { id: '30101', slug: 'hiking-boots', name: 'Hiking Boots', family: 'boot', sizeRun: 'shoes', count: 12 },
      ] },
      { id: '30200', slug: 'running-footwear', name: 'Running Footwear', leaves: [
        { id: '30201', slug: 'trail-runners', name: 'Trail Runners', family: 'runner', sizeRun: 'shoes', count: 12 },
      ] },
    ],
  },
  {
    id: '40000', slug: 'gear', name: 'Gear',
    groups: [
      { id: '40100', slug: 'packs-camping', name: 'Packs & Camping', leaves: [
        { id: '40101', slug: 'backpacks', name: 'Backpacks', family: 'pack', sizeRun: 'oneSize', count: 12 },
        { id: '40102', slug: 'tents', name: 'Tents', family: 'tent', sizeRun: 'oneSize', count: 9 },
        { id: '40103', slug: 'sleeping-bags', name: 'Sleeping Bags', family: 'sleepingBag', sizeRun: 'bagLength', count: 9 },
      ] },
      { id: '40200', slug: 'accessories', name: 'Accessories', leaves: [
        { id: '40201', slug: 'headwear', name: 'Headwear', family: 'headwear', sizeRun: 'oneSize', count: 10 },
        { id: '40202', slug: 'gloves', name: 'Gloves', family: 'gloves', sizeRun: 'gloves', count: 10 },
      ] },
    ],
  },
];

/** A flattened category row: what D1 stores and what breadcrumbs are built from. */
export interface CategoryNode {
  id: string;
  slug: string;
  name: string;
  parentId?: string;
  level: 1 | 2 | 3;
  /** Ids from the top level down to this node, inclusive. */
  path: string[];
}

export function flattenCategories(tree: readonly TopDefinition[] = CATEGORY_TREE): CategoryNode[] {
  return tree.flatMap((top) => [
    { id: top.id, slug: top.slug, name: top.name, level: 1 as const, path: [top.id] },
    ...top.groups.flatMap((group) => [
      { id: group.id, slug: group.slug, name: group.name, parentId: top.id, level: 2 as const, path: [top.id, group.id] },
      ...group.leaves.map((leaf) => ({
        id: leaf.id, slug: leaf.slug, name: leaf.name, parentId: group.id, level: 3 as const, path: [top.id, group.id, leaf.id],
      })),
    ]),
  ]);
}

export const CATEGORIES: readonly CategoryNode[] = flattenCategories();
export const CATEGORY_BY_ID: ReadonlyMap<string, CategoryNode> = new Map(CATEGORIES.map((c) => [c.id, c]));
export const LEAVES: readonly LeafDefinition[] = CATEGORY_TREE.flatMap((top) => top.groups.flatMap((group) => group.leaves));
