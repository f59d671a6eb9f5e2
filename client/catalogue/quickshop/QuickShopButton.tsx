import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import { QUICKSHOP_DIALOG } from '../../dialogs/dialog-ids';

/**
 * A tile's way into the one quickshop dialog of the page. Lean on
 * purpose, a listing renders 48 of these: no class or type, CSS selects `[data-quickshop]`.
 */
export function QuickShopButton({ productId, productName }: { productId: string; productName: string }) {
  const t = useT();
  const store = useStore();
  return (
    <button
      data-quickshop=""
      aria-label={t('tile.quickShopLabel', { name: productName })}
      onClick={() => {
        store.quickshop.value = { productId, productName };
        store.dialogs.open(QUICKSHOP_DIALOG);
      }}
    >
      {t('tile.quickShop')}
    </button>
  );
}
