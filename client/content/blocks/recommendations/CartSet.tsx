import { useEffect, useRef, useState } from 'react';
import type { RecommendationItem } from '../../../../shared/catalogue/schemas/recommendations';
import { formatMoney } from '../../../../shared/format';
import { errorMessage } from '../../../../shared/i18n';
import { api, callApi } from '../../../api';
import { sizesForColor } from '../../../catalogue';
import { usePageInfo } from '../../../state/PageContext';
import { useStore } from '../../../state/StoreContext';
import { useT } from '../../../state/i18n';
import { isSoldOut, needsChoice, setLines, setProblems, setSummary, type SetTile, type TileProblem, type TileVariants } from './cart-set';
import type { InteractionOrigin } from './recommendation-view';

/*
 * A recommendation block's checkbox add-to-cart controls: the shopper picks products into a set,
 * chooses a size where a product has several, and adds the whole set in one cart action. A
 * product's sizes are asked for only when it is first picked.
 */

interface TileState {
  checked: boolean;
  sizeCode: string | null;
  variants?: TileVariants;
  /** The cart's refusal of this product, shown at it. */
  refused?: string | undefined;
}

type Status = { kind: 'idle' } | { kind: 'adding' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

export interface CartSetState {
  blockId: string;
  tiles: Record<string, TileState>;
  /** Problems shown at the tiles once the shopper tried to add. */
  shown: Map<string, TileProblem>;
  status: Status;
  toggle(product: RecommendationItem, checked: boolean): void;
  chooseSize(productId: string, sizeCode: string): void;
  add(): void;
  products: readonly RecommendationItem[];
}

const EMPTY: TileState = { checked: false, sizeCode: null };

function asTiles(products: readonly RecommendationItem[], tiles: Record<string, TileState>): SetTile[] {
  return products.map((product) => ({ productId: product.productId, price: product.price.lowCurrent, ...(tiles[product.productId] ?? EMPTY) }));
}

/** The set's state for one block: nothing is asked of the backend until the shopper picks a product. */
export function useCartSet(blockId: string, products: readonly RecommendationItem[], origin: InteractionOrigin): CartSetState {
  const t = useT();
  const store = useStore();
  const page = usePageInfo();
  const [tiles, setTiles] = useState<Record<string, TileState>>({});
  // The same tiles, current for the add that waits on sizes still being fetched.
  const latest = useRef(tiles);
  const [shown, setShown] = useState<Map<string, TileProblem>>(new Map());
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const calls = useRef<AbortController | null>(null);
  const loading = useRef(new Map<string, Promise<void>>());
  useEffect(() => () => calls.current?.abort(), []);

  const update = (productId: string, change: (tile: TileState) => TileState) => {
    latest.current = { ...latest.current, [productId]: change(latest.current[productId] ?? EMPTY) };
    setTiles(latest.current);
  };

  async function loadVariants(productId: string) {
    calls.current ??= new AbortController();
    const { signal } = calls.current;
    update(productId, (tile) => ({ ...tile, variants: { kind: 'loading' } }));
    const [details, stock] = await Promise.all([callApi(api.products.details, { params: { productId }, signal }), callApi(api.products.availability, { params: { productId }, body: {}, signal })]);
    if (!details.ok) return update(productId, (tile) => ({ ...tile, variants: { kind: 'error', message: errorMessage(t, details.error) } }));
    const sizes = sizesForColor(details.data, details.data.attributes.color.defaultColor, stock.ok ? stock.data : null);
    // Nothing left to buy: the product cannot stay in the set.
    update(productId, (tile) => ({ ...tile, checked: tile.checked && !isSoldOut(sizes), variants: { kind: 'ready', sizes } }));
  }

  function toggle(product: RecommendationItem, checked: boolean) {
    const tile = latest.current[product.productId] ?? EMPTY;
    if (checked && tile.variants?.kind === 'ready' && isSoldOut(tile.variants.sizes)) return;
    update(product.productId, (current) => ({ ...current, checked, refused: undefined }));
    setShown((problems) => withoutKey(problems, product.productId));
    if (checked && (!tile.variants || tile.variants.kind === 'error')) {
      const load = loadVariants(product.productId)
        .catch(() => undefined)
        .finally(() => loading.current.delete(product.productId));
      loading.current.set(product.productId, load);
    }
  }

  function chooseSize(productId: string, sizeCode: string) {
    update(productId, (tile) => ({ ...tile, sizeCode: sizeCode || null, refused: undefined }));
    setShown((problems) => withoutKey(problems, productId));
  }

  async function add() {
    if (status.kind === 'adding') return;
    // A product picked a moment ago may still be fetching its sizes: the add waits for them.
    if (loading.current.size) {
      setStatus({ kind: 'adding' });
      await Promise.all(loading.current.values());
    }
    const current = asTiles(products, latest.current);
    const problems = setProblems(current);
    const lines = setLines(current);
    if (!lines) {
      setShown(problems);
      setStatus({ kind: 'error', message: t('cart.setCheckItems') });
      focusFirst(blockId, problems);
      return;
    }
    setShown(new Map());
    setStatus({ kind: 'adding' });
    const skuOf = new Map(current.filter((tile) => tile.checked).map((tile, index) => [lines[index]!.productId, tile.productId]));
    const { addSetToCart, announceAdd } = await import('../../../cart/cart-actions');
    const outcome = await addSetToCart(store, lines, origin);
    for (const sku of outcome.added) update(skuOf.get(sku)!, (tile) => ({ ...tile, checked: false, sizeCode: null, refused: undefined }));
    for (const [sku, error] of outcome.refused) update(skuOf.get(sku)!, (tile) => ({ ...tile, refused: errorMessage(t, error) }));
    if (outcome.error) return setStatus({ kind: 'error', message: errorMessage(t, outcome.error) });
    const added = outcome.added.length ? t('cart.setAdded', { count: outcome.added.length }) : '';
    if (outcome.refused.size) {
      setStatus({ kind: 'error', message: `${added} ${t('cart.setSomeRefused')}`.trim() });
      focusFirst(blockId, new Map([...outcome.refused.keys()].map((sku) => [skuOf.get(sku)!, 'unavailable' as const])));
      return;
    }
    setStatus({ kind: 'done', message: added });
    announceAdd(store, page.pageType, { title: t('cart.addedTitle'), message: added });
  }

  return { blockId, tiles, shown, status, toggle, chooseSize, add: () => void add(), products };
}

function withoutKey<V>(map: Map<string, V>, key: string): Map<string, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

const pickId = (blockId: string, productId: string) => `${blockId}-set-${productId}`;
const sizeId = (blockId: string, productId: string) => `${blockId}-set-${productId}-size`;
const messageId = (blockId: string, productId: string) => `${blockId}-set-${productId}-message`;

/** Takes the shopper to the first product that needs them: its size choice, else its checkbox. */
function focusFirst(blockId: string, problems: Map<string, TileProblem>): void {
  const [first] = problems;
  if (!first) return;
  const [productId, problem] = first;
  // After the render that shows the problem, so the control and its message are there.
  requestAnimationFrame(() => (document.getElementById(problem === 'chooseSize' ? sizeId(blockId, productId) : pickId(blockId, productId)) ?? document.getElementById(pickId(blockId, productId)))?.focus());
}

/** One product's part of the set: its checkbox and, once picked, its size choice and any message. */
export function SetChoice({ set, product }: { set: CartSetState; product: RecommendationItem }) {
  const t = useT();
  const tile = set.tiles[product.productId] ?? EMPTY;
  const variants = tile.variants;
  const soldOut = variants?.kind === 'ready' && isSoldOut(variants.sizes);
  const choosing = tile.checked && variants?.kind === 'ready' && needsChoice(variants.sizes);
  const problem = set.shown.get(product.productId) ?? null;
  const message = soldOut
    ? t('product.outOfStock')
    : tile.refused
      ? tile.refused
      : variants?.kind === 'error' && tile.checked
        ? variants.message
        : tile.checked && variants?.kind === 'loading'
          ? t('cart.setChecking')
          : problem === 'chooseSize'
            ? t('product.selectSize')
            : '';
  const describedBy = message ? messageId(set.blockId, product.productId) : undefined;
  return (
    <div className="rec-set__choice">
      <label className="rec-set__pick">
        <input
          type="checkbox"
          id={pickId(set.blockId, product.productId)}
          aria-label={t('cart.setSelectLabel', { name: product.title })}
          checked={tile.checked}
          aria-disabled={soldOut || undefined}
          aria-describedby={describedBy}
          onChange={(event) => set.toggle(product, event.currentTarget.checked)}
        />
        <span>{t('cart.setSelect')}</span>
      </label>
      {choosing && variants?.kind === 'ready' ? (
        <div className="rec-set__size">
          <label htmlFor={sizeId(set.blockId, product.productId)}>{t('product.size')}</label>
          <select
            id={sizeId(set.blockId, product.productId)}
            aria-label={t('cart.setSizeLabel', { name: product.title })}
            value={tile.sizeCode ?? ''}
            aria-invalid={problem === 'chooseSize' || undefined}
            aria-describedby={describedBy}
            onChange={(event) => set.chooseSize(product.productId, event.currentTarget.value)}
          >
            <option value="">{t('product.selectSize')}</option>
            {variants.sizes.map((size) => (
              <option key={size.code} value={size.code} disabled={!size.available}>
                {size.available ? size.label : `${size.label} – ${t('product.outOfStock')}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {message ? (
        <p id={describedBy} className={`rec-set__message${tile.refused || problem || soldOut || variants?.kind === 'error' ? ' rec-set__message--error' : ''}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The set's count and total, and the one button that adds it. */
export function SetSummary({ set }: { set: CartSetState }) {
  const t = useT();
  const { site } = usePageInfo();
  const { count, total } = setSummary(asTiles(set.products, set.tiles));
  const currency = set.products[0]?.price.currency ?? site.currency;
  const summaryId = `${set.blockId}-set-summary`;
  const adding = set.status.kind === 'adding';
  const message = set.status.kind === 'done' || set.status.kind === 'error' ? set.status.message : '';
  return (
    <div className="rec-set">
      <p id={summaryId} className="rec-set__summary" aria-live="polite">
        {count ? t('cart.setSummary', { count, total: formatMoney(total, { currency, language: site.language }) }) : t('cart.setNone')}
      </p>
      <button type="button" className="rec-set__add" disabled={count === 0 || adding} aria-busy={adding || undefined} aria-describedby={summaryId} onClick={set.add}>
        {adding ? t('cart.adding') : t('cart.addSelected')}
      </button>
      <p className={`rec-set__status${set.status.kind === 'error' ? ' rec-set__status--error' : ''}`} role="status">
        {message}
      </p>
    </div>
  );
}
