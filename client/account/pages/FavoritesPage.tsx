import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FavoriteItem } from '../../../shared/account/schemas/favorites';
import type { Site } from '../../../shared/site';
import { GridSkeleton } from '../../components/Skeletons';
import { Price } from '../../components/Price';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useFavoritesList } from '../../catalogue';
import { useStore } from '../../state/StoreContext';
import { useFavoritesConfig } from '../../state/favorites';
import { useT } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';
import { definePageView } from '../../pages/page-view';

/**
 * /{locale}/favorites. The server sends the frame; after
 * hydration the shopper's list (or, with ?share=, someone's shared list)
 * loads page by page with 'Load more'.
 */
export function FavoritesPage({ shareId, site }: { shareId: string | null; site: Site }) {
  useSignals();
  const t = useT();
  const { favorites } = useStore();
  const { enabled, pageSize, inStore } = useFavoritesConfig();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (enabled) favorites.activate();
    setHydrated(true);
  }, [enabled, favorites]);
  const unavailable = inStore ? t('favorites.employee') : !enabled ? t('favorites.disabled') : null;
  const title = shareId ? t('title.sharedFavorites') : t('title.favorites');

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
  const t = useT();
  const { favorites } = useStore();
  const { state, loadMore, remove, share } = useFavoritesList({ shareId, pageSize, favorites, active });
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function onRemove(item: FavoriteItem) {
    const name = item.product?.name ?? t('favorites.item');
    if (await remove(item)) {
      setAnnouncement(t('favorites.removed', { name }));
      // The removed button is gone: keep keyboard focus inside the list.
      headingRef.current?.focus();
    }
  }

  if (state.status === 'loading') return <GridSkeleton />;
  if (state.status === 'error') return <p className="favorites__notice" role="alert">{shareId ? t('favorites.sharedMissing') : (state.error ? errorMessage(t, state.error) : t('favorites.loadFailed'))}</p>;

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="favorites__count">
        {t('favorites.count', { count: state.total })}
      </h2>
      <p role="status" className="visually-hidden">{announcement}</p>
      {state.error ? <p role="alert" className="fav__error">{errorMessage(t, state.error)}</p> : null}
      {state.items.length === 0 ? (
        <p className="favorites__notice">
          {shareId ? t('favorites.sharedEmpty') : t('favorites.empty')} <a href={`/${site.locale}`}>{t('favorites.continue')}</a>
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
                <h3>{t('favorites.gone', { id: item.id })}</h3>
              )}
              {item.product ? <Price price={item.product.price} site={site} /> : null}
              {shareId ? null : (
                <button type="button" className="button button--secondary" onClick={() => void onRemove(item)}>
                  {t('favorites.removeButton')}<span className="visually-hidden">{` ${t('favorites.removeSuffix', { name: item.product?.name ?? item.id })}`}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="favorites__actions">
        {state.items.length < state.total ? (
          <button type="button" className="button" onClick={() => void loadMore()} disabled={state.loadingMore} aria-busy={state.loadingMore || undefined}>
            {state.loadingMore ? t('common.loading') : t('common.loadMore')}
          </button>
        ) : null}
        {!shareId && state.favoriteId && state.items.length > 0 ? <ShareFavorites share={share} locale={site.locale} /> : null}
      </div>
    </>
  );
}

function ShareFavorites({ share, locale }: { share: () => Promise<string | null>; locale: string }) {
  const t = useT();
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
      setCopied(t('favorites.copied'));
    } catch {
      inputRef.current?.select();
      setCopied(t('favorites.copySelected'));
    }
  }

  return (
    <div className="favorites__share">
      <button type="button" className="button button--secondary" onClick={() => void onShare()}>
        {t('favorites.share')}
      </button>
      {link ? (
        <>
          <label htmlFor="favorites-share-link">{t('favorites.shareLink')}</label>
          <input id="favorites-share-link" ref={inputRef} type="url" readOnly value={link} />
          <button type="button" className="button button--secondary" onClick={() => void onCopy()}>
            {t('favorites.copyLink')}
          </button>
          <span role="status">{copied}</span>
        </>
      ) : null}
    </div>
  );
}

/** How the registry's favorites page draws its model. */
export const view = definePageView<'favorites'>((page, state) => <FavoritesPage shareId={page.shareId} site={state.site} />);
