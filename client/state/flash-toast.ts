import type { ToastInput, ToastQueue } from './toasts';

/*
 * A toast that outlives a navigation: signing in on the sign-in page or signing out reloads or
 * leaves the page, and the shopper should still read that it worked on the page they land on.
 * Kept in sessionStorage (this tab only) and shown once.
 */
const FLASH_KEY = 'ridgeline:flash-toast';

export function setFlashToast(toast: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind: toast.kind, title: toast.title }));
  } catch {
    // Without storage the toast is lost with the page; the new page shows the change itself.
  }
}

/** Shows the toast the previous page left, if any, and forgets it. */
export function showFlashToast(toasts: ToastQueue): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(FLASH_KEY);
    if (stored !== null) sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const toast = JSON.parse(stored) as { kind?: unknown; title?: unknown };
    if ((toast.kind === 'success' || toast.kind === 'info' || toast.kind === 'error') && typeof toast.title === 'string' && toast.title.length <= 200) {
      toasts.show({ kind: toast.kind, title: toast.title });
    }
  } catch {
    // A value of someone else's making: ignored.
  }
}
