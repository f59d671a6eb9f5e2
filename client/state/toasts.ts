import { signal, type ReadonlySignal } from '@preact/signals-core';

/** How often open toasts are checked for their time to close. */
export const TOAST_TICK_MS = 200;
/** The dismiss delay when configuration gives none. */
export const DEFAULT_TOAST_DISMISS_MS = 5000;

export type ToastKind = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message?: string;
  /** False keeps it until the shopper closes it (a failed order is never hidden by a timer). */
  autoClose: boolean;
  shownAt: number;
  /** What the toast offers to do (reload into a new version), as a button beside its words. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastInput {
  kind: ToastKind;
  title: string;
  message?: string;
  autoClose?: boolean;
  action?: ToastAction;
}

export interface ToastQueueOptions {
  dismissMs?: number;
  now?: () => number;
  setInterval?: (tick: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface ToastQueue {
  readonly toasts: ReadonlySignal<readonly Toast[]>;
  /** Shows a toast, unless one with the same title is already showing; answers whether it was added. */
  show(input: ToastInput): boolean;
  dismiss(id: number): void;
}

/**
 * The page's toasts. Auto-closing ones are checked on a fixed tick and close once the dismiss
 * delay has passed; the tick runs only while a toast is showing, so an idle page does no work.
 */
export function createToastQueue({
  dismissMs = DEFAULT_TOAST_DISMISS_MS,
  now = Date.now,
  setInterval: startTick = (tick, ms) => globalThis.setInterval(tick, ms),
  clearInterval: stopTick = (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
}: ToastQueueOptions = {}): ToastQueue {
  const toasts = signal<readonly Toast[]>([]);
  let nextId = 1;
  let ticking: unknown;

  function sync() {
    const running = ticking !== undefined;
    if (toasts.value.length && !running) ticking = startTick(tick, TOAST_TICK_MS);
    else if (!toasts.value.length && running) {
      stopTick(ticking);
      ticking = undefined;
    }
  }

  function tick() {
    const at = now();
    const kept = toasts.value.filter((toast) => !toast.autoClose || at - toast.shownAt < dismissMs);
    if (kept.length !== toasts.value.length) toasts.value = kept;
    sync();
  }

  return {
    toasts,
    show({ kind, title, message, autoClose = true, action }) {
      if (toasts.value.some((toast) => toast.title === title)) return false;
      toasts.value = [...toasts.value, { id: nextId++, kind, title, ...(message ? { message } : {}), autoClose, shownAt: now(), ...(action ? { action } : {}) }];
      sync();
      return true;
    },
    dismiss(id) {
      toasts.value = toasts.value.filter((toast) => toast.id !== id);
      sync();
    },
  };
}
