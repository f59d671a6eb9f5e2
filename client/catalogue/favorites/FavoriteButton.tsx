import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from '../../state/StoreContext';
import { useFavoritesConfig } from '../../state/favorites';
import { useT } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';

/**
 * The heart on tiles and the product page. The server and the first client
 * render show it unpressed; the shopper's favorites arrive after hydration.
 * Hidden while favorites are switched off or an in-store employee is connected.
 */
export function FavoriteButton({ productId, productName }: { productId: string; productName: string }) {
  useSignals();
  const t = useT();
  const { favorites } = useStore();
  const { enabled } = useFavoritesConfig();
  useEffect(() => {
    if (enabled) favorites.activate();
  }, [enabled, favorites]);
  if (!enabled) return null;
  const pressed = favorites.items.value.has(productId);
  const failure = favorites.failure.value;
  return (
    <>
      <button
        type="button"
        className="fav"
        aria-pressed={pressed}
        aria-label={pressed ? t('favorites.remove', { name: productName }) : t('favorites.save', { name: productName })}
        aria-busy={favorites.pending.value.has(productId) || undefined}
        onClick={() => void favorites.toggle(productId)}
      />
      {failure?.productId === productId ? (
        <span className="fav__error" role="alert">
          {errorMessage(t, failure.error)}
        </span>
      ) : null}
    </>
  );
}
