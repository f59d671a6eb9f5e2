import { useEffect, useRef, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

/**
 * A modal on the native <dialog>: the browser traps focus and makes the page
 * inert; Escape and the close button go through the dialog manager so the
 * 250 ms transition runs, and focus returns to whatever opened it (or where `returnFocus` says,
 * for a dialog that a closing one opened).
 */
export function Dialog({ id, title, children, returnFocus }: { id: string; title: string; children: ReactNode; returnFocus?: () => HTMLElement | null }) {
  useSignals();
  const t = useT();
  const { dialogs } = useStore();
  const phase = dialogs.phase(id);
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (phase === 'open' && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // A body already loaded rendered while the dialog was closed, where its field could not take
      // focus: the field it marks takes it now, rather than the first button showModal picks.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (phase === 'closed' && dialog.open) {
      dialog.close();
      // Back to the opener, unless it sat in a dialog that has closed too (a chain of dialogs
      // ending at once): then the dialog that names where its flow began, or nowhere.
      const target = returnFocus?.() ?? opener.current;
      if (target?.isConnected && !target.closest('dialog:not([open])')) target.focus();
    }
  }, [phase]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      data-state={phase}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        dialogs.close(id);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogs.close(id);
      }}
    >
      <div className="dialog__body">
        <div className="dialog__header">
          <h2 id={`${id}-title`} className="dialog__title">{title}</h2>
          <button type="button" className="dialog__close" aria-label={t('common.close')} onClick={() => dialogs.close(id)}>
            ×
          </button>
        </div>
        {phase === 'closed' ? null : children}
      </div>
    </dialog>
  );
}
