import { useId } from 'react';
import { useT } from '../state/i18n';

/** The "Express checkout" button and what it does, the same on the cart page and the shipping step. */
export function ExpressButton({ busy, onStart }: { busy: boolean; onStart(): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="express-checkout">
      <button type="button" className="button express-checkout__button" aria-describedby={`${id}-hint`} disabled={busy} aria-busy={busy || undefined} onClick={onStart}>
        {busy ? t('checkout.express.starting') : t('checkout.express.start')}
      </button>
      <p id={`${id}-hint`} className="express-checkout__hint">
        {t('checkout.express.hint')}
      </p>
    </div>
  );
}
