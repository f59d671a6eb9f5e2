import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

/** The page's toasts in one polite live region, each with a close button. */
export function ToastRegion() {
  useSignals();
  const t = useT();
  const { toasts } = useStore();
  return (
    <section className="toasts" aria-label={t('cart.notifications')}>
      <div role="status" aria-live="polite">
        {toasts.toasts.value.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`}>
            <p className="toast__title">{toast.title}</p>
            {toast.message ? <p className="toast__message">{toast.message}</p> : null}
            {toast.action ? (
              <button type="button" className="toast__action" onClick={toast.action.run}>
                {toast.action.label}
              </button>
            ) : null}
            <button type="button" className="toast__close" aria-label={t('common.close')} onClick={() => toasts.dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
