import { useStore } from '../../state/StoreContext';

export const QUICKSHOP_DIALOG = 'quickshop';

/**
 * A tile's way into the one quickshop dialog of the page (spec §2 quickshop). Lean on
 * purpose, a listing renders 48 of these: no class or type, CSS selects `[data-quickshop]`.
 */
export function QuickShopButton({ productId, productName }: { productId: string; productName: string }) {
  const store = useStore();
  return (
    <button
      data-quickshop=""
      aria-label={`Quick shop ${productName}`}
      onClick={() => {
        store.quickshop.value = { productId, productName };
        store.dialogs.open(QUICKSHOP_DIALOG);
      }}
    >
      Quick shop
    </button>
  );
}
