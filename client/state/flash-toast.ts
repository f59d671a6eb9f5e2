import { flashToastKey, forget, readText, writeText } from '../persistence';
import type { ToastInput, ToastQueue } from './toasts';

/*
 * A toast that outlives a navigation: signing in on the sign-in page or signing out reloads or
 * leaves the page, and the shopper should still read that it worked on the page they land on.
 * Kept in sessionStorage (this tab only) and shown once. Without storage the toast is lost with
 * the page; the new page shows the change itself.
 */

export function setFlashToast(toast: ToastInput): void {
  writeText(flashToastKey, JSON.stringify({ kind: toast.kind, title: toast.title }));
}

/** Shows the toast the previous page left, if any, and forgets it; a value of someone else's making is ignored. */
export function showFlashToast(toasts: ToastQueue): void {
  const stored = readText(flashToastKey);
  if (stored === null) return;
  forget(flashToastKey);
  try {
    const toast = JSON.parse(stored) as { kind?: unknown; title?: unknown };
    if ((toast.kind === 'success' || toast.kind === 'info' || toast.kind === 'error') && typeof toast.title === 'string' && toast.title.length <= 200) {
      toasts.show({ kind: toast.kind, title: toast.title });
    }
  } catch {
    // A value of someone else's making: ignored.
  }
}
