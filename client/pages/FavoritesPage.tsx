import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FavoriteItem } from '../../shared/schemas';
import type { Site } from '../../shared/site';
import { GridSkeleton } from '../components/Skeletons';
import { Price } from '../components/Price';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { useFavoritesList } from '../components/favorites/use-favorites-list';
import { useStore } from '../state/StoreContext';
import { useFavoritesConfig } from '../state/favorites';

/**
 * /{locale}/favorites (issue 4 §4). The server sends the frame; after
 * hydration the shopper's list (or, with ?share=, someone's shared list)
 * loads page by page with 'Load more'.
 */
export function FavoritesPage({ shareId, site }: { shareId: string | null; site: Site }) {
  useSignals();
  const { favorites } = useStore();
  const { enabled, pageSize } = useFavoritesConfig();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (enabled) favorites.activate();
    setHydrated(true);
  }, [enabled, favorites]);
  const unavailable = !enabled ? 'Favorites are not available on this site.' : favorites.employeeConnected.value ? 'Favorites are unavailable while a store employee is connected. End the in-store session to use favorites.' : null;
  const title = shareId ? 'Shared favorites' : 'Favorites';

  return (
    <section className="favorites" aria-labelledby="favorites-title">
      <h1 id="favorites-title">{title}</h1>
      {unavailable ? (
        <p className="favorites__notice">{unavailable}</p>
      ) : (
        <FavoritesList shareId={shareId} pageSize={pageSize} site={site} active={hydrated} />
      )}
    </section>
  );
}

function FavoritesList({ shareId, pageSize, site, active }: { shareId: string | null; pageSize: number; site: Site; active: boolean }) {
  const { favorites } = useStore();
  const { state, loadMore, remove, share } = useFavoritesList({ shareId, pageSize, favorites, active });
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function onRemove(item: FavoriteItem) {
    const name = item.product?.name ?? 'Item';
    if (await remove(item)) {
      setAnnouncement(`${name} removed from favorites.`);
      // The removed button is gone: keep keyboard focus inside the list.
      headingRef.current?.focus();
    }
  }

  if (state.status === 'loading') return <GridSkeleton />;
  if (state.status === 'error') return <p className="favorites__notice" role="alert">{shareId ? 'This shared list could not be found.' : (state.error ?? 'Your favorites could not be loaded.')}</p>;

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="favorites__count">
        {state.total === 1 ? '1 item' : `${state.total} items`}
      </h2>
      <p role="status" className="visually-hidden">{announcement}</p>
      {state.error ? <p role="alert" className="fav__error">{state.error}</p> : null}
      {state.items.length === 0 ? (
        <p className="favorites__notice">
          {shareId ? 'This shared list is empty.' : 'You have no favorites yet. Tap the heart on any product to save it here.'} <a href={`/${site.locale}`}>Continue shopping</a>
        </p>
      ) : (
        <ul className="favorites__list">
          {state.items.map((item) => (
            <li key={item.itemId} className="favorites__item">
              {item.product ? (
                <a href={item.product.url}>
                  <ResponsiveImage src={item.product.image.src} alt={item.product.image.alt} width={320} height={400} />
                  <h3>{item.product.name}</h3>
                </a>
              ) : (
                <h3>No longer available ({item.id})</h3>
              )}
              {item.product ? <Price price={item.product.price} site={site} /> : null}
              {shareId ? null : (
                <button type="button" className="button button--secondary" onClick={() => void onRemove(item)}>
                  Remove<span className="visually-hidden"> {item.product?.name ?? item.id} from favorites</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="favorites__actions">
        {state.items.length < state.total ? (
          <button type="button" className="button" onClick={() => void loadMore()} disabled={state.loadingMore} aria-busy={state.loadingMore || undefined}>
            {state.loadingMore ? 'Loading…' : 'Load more'}
          </button>
        ) : null}
        {!shareId && state.favoriteId && state.items.length > 0 ? <ShareFavorites share={share} locale={site.locale} /> : null}
      </div>
    </>
  );
}

function ShareFavorites({ share, locale }: { share: () => Promise<string | null>; locale: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  async function onShare() {
    const favoriteId = await share();
    if (!favoriteId) return;
    // The shared view is this shop's page, whatever URL the wishlist service prefers.
    setLink(`${location.origin}/${locale}/favorites?share=${encodeURIComponent(favoriteId)}`);
    setCopied('');
  }

  useEffect(() => {
    if (link) inputRef.current?.select();
  }, [link]);

  async function onCopy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      inputRef.current?.select();
      setCopied('Copy the selected link.');
    }
  }

  return (
    <div className="favorites__share">
      <button type="button" className="button button--secondary" onClick={() => void onShare()}>
        Share favorites
      </button>
      {link ? (
        <>
          <label htmlFor="favorites-share-link">Share link</label>
          <input id="favorites-share-link" ref={inputRef} type="url" readOnly value={link} />
          <button type="button" className="button button--secondary" onClick={() => void onCopy()}>
            Copy link
          </button>
          <span role="status">{copied}</span>
        </>
      ) : null}
    </div>
  );
}
