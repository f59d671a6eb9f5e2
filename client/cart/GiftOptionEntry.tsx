import { useState } from 'react';
import type { CartItem } from '../../shared/cart/schemas/cart';
import { preloadable } from '../app/preloadable';
import { preloadOf } from '../app/preloadable';
import { LazyDialog } from '../dialogs/LazyDialog';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

const GiftOptionBody = preloadable(() => import('./GiftOptionDialog').then((m) => m.GiftOptionBody));
const preloadGiftOption = preloadOf(GiftOptionBody);

/** The "add gift option" dialog of one line; the line's id keeps each line's dialog apart. */
const giftOptionDialogId = (item: CartItem) => `add-gift-option-${item.itemId}`;

/**
 * A digital line's gift option as the cart holds it (who it is for, or nothing yet), with the
 * button that opens the "add gift option" dialog to add or change it. `onSaved` runs once the
 * cart has taken a new one, for a page that keeps the line in a state of its own.
 */
export function GiftOptionEntry({ item, onSaved }: { item: CartItem; onSaved?(): void }) {
  const t = useT();
  const { dialogs } = useStore();
  const dialogId = giftOptionDialogId(item);
  const gift = item.giftOption;
  // The dialog keeps the title it opened with while it fades out over the line it has just changed.
  const [adding, setAdding] = useState(!gift);
  return (
    <div className="gift-option">
      {gift ? (
        <p className="gift-option__saved" data-testid="gift-option">
          {t('giftOption.for', { to: gift.to, email: gift.email })}
        </p>
      ) : null}
      <button
        type="button"
        className="link-button"
        aria-label={gift ? t('giftOption.editFor', { name: item.name }) : t('giftOption.addFor', { name: item.name })}
        onPointerEnter={preloadGiftOption}
        onFocus={preloadGiftOption}
        onClick={() => {
          setAdding(!gift);
          dialogs.open(dialogId);
        }}
      >
        {gift ? t('giftOption.edit') : t('giftOption.add')}
      </button>
      <LazyDialog id={dialogId} title={adding ? t('giftOption.add') : t('giftOption.edit')}>
        <GiftOptionBody item={item} dialogId={dialogId} {...(onSaved ? { onSaved } : {})} />
      </LazyDialog>
    </div>
  );
}
