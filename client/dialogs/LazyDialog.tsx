import { Suspense, type ReactNode } from 'react';
import { Dialog } from '../components/Dialog';
import { useT } from '../state/i18n';

/*
 * The frame of a dialog whose body loads on first use. Apart from the shells, which load every
 * domain's bodies, so a domain's own dialogs take the frame without importing those bodies back.
 */

/** What a lazily loaded dialog body shows until its chunk arrives. */
export function Loading({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** A dialog whose body is a chunk of its own: "loading" until the chunk arrives. */
export function LazyDialog({ id, title, children, returnFocus }: { id: string; title: string; children: ReactNode; returnFocus?: () => HTMLElement | null }) {
  return (
    <Dialog id={id} title={title} {...(returnFocus ? { returnFocus } : {})}>
      <Loading>{children}</Loading>
    </Dialog>
  );
}
