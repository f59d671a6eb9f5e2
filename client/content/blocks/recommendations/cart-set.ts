import type { SizeChoice } from '../../../catalogue';

// The rules of a recommendation block's set (its checkbox add-to-cart controls): which tiles are
// in it, what they cost together, and whether each can go to the cart as it stands.

/** What a tile knows of its product's variants: asked for when the shopper first picks the tile. */
export type TileVariants = { kind: 'loading' } | { kind: 'ready'; sizes: SizeChoice[] } | { kind: 'error'; message: string };

export interface SetTile {
  productId: string;
  /** The product's current (lowest) price, as the tile shows it. */
  price: number;
  checked: boolean;
  variants?: TileVariants | undefined;
  /** The shopper's size, for a product with several. */
  sizeCode: string | null;
}

/** Why a picked tile cannot go to the cart yet. */
export type TileProblem = 'loading' | 'chooseSize' | 'soldOut' | 'unavailable';

/** A product with several variants needs the shopper's choice; one with a single variant adds it directly. */
export const needsChoice = (sizes: readonly SizeChoice[]) => sizes.length > 1;

/** Whether nothing of the product can be bought. */
export const isSoldOut = (sizes: readonly SizeChoice[]) => !sizes.some((size) => size.available);

/** The variant a picked tile adds: its only one, else the shopper's choice; never one that is sold out. */
export function skuToAdd(tile: SetTile): string | null {
  if (tile.variants?.kind !== 'ready') return null;
  const { sizes } = tile.variants;
  const chosen = needsChoice(sizes) ? sizes.find((size) => size.code === tile.sizeCode) : sizes[0];
  return chosen?.available ? chosen.sku : null;
}

/** What stops a picked tile from being added, or null when it can be. */
export function tileProblem(tile: SetTile): TileProblem | null {
  const variants = tile.variants;
  if (!variants || variants.kind === 'loading') return 'loading';
  if (variants.kind === 'error') return 'unavailable';
  if (isSoldOut(variants.sizes)) return 'soldOut';
  return skuToAdd(tile) ? null : 'chooseSize';
}

/** Each picked tile that cannot be added as it stands, with the reason, in the tiles' order. */
export function setProblems(tiles: readonly SetTile[]): Map<string, TileProblem> {
  const problems = new Map<string, TileProblem>();
  for (const tile of tiles) {
    const problem = tile.checked ? tileProblem(tile) : null;
    if (problem) problems.set(tile.productId, problem);
  }
  return problems;
}

/** How many tiles are picked and what they cost together (rounded to the cent, as prices are). */
export function setSummary(tiles: readonly SetTile[]): { count: number; total: number } {
  const picked = tiles.filter((tile) => tile.checked);
  const cents = picked.reduce((sum, tile) => sum + Math.round(tile.price * 100), 0);
  return { count: picked.length, total: cents / 100 };
}

/** The lines a set adds, one of each picked product; null until every picked tile can be added. */
export function setLines(tiles: readonly SetTile[]): { productId: string; qty: number }[] | null {
  const picked = tiles.filter((tile) => tile.checked);
  if (picked.length === 0 || setProblems(tiles).size > 0) return null;
  return picked.map((tile) => ({ productId: skuToAdd(tile)!, qty: 1 }));
}
