import { effect, signal } from '@preact/signals-core';

/** Dialog transition. */
export const DIALOG_TRANSITION_MS = 250;

export type DialogPhase = 'open' | 'closing' | 'closed';

interface DialogEntry {
  id: string;
  phase: 'open' | 'closing';
  keep: boolean;
}

export interface DialogManagerOptions {
  transitionMs?: number;
}

/**
 * Opening a dialog closes any open one unless that one is marked to be
 * kept; a closing dialog stays mounted for the transition before it is gone.
 */
export function createDialogManager({ transitionMs = DIALOG_TRANSITION_MS }: DialogManagerOptions = {}) {
  const entries = signal<DialogEntry[]>([]);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function cancelTimer(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function close(id: string) {
    if (!entries.value.some((entry) => entry.id === id && entry.phase === 'open')) return;
    entries.value = entries.value.map((entry) => (entry.id === id ? { ...entry, phase: 'closing' } : entry));
    cancelTimer(id);
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        entries.value = entries.value.filter((entry) => entry.id !== id);
      }, transitionMs),
    );
  }

  function open(id: string, { keep = false }: { keep?: boolean } = {}) {
    for (const entry of entries.value) if (entry.id !== id && entry.phase === 'open' && !entry.keep) close(entry.id);
    cancelTimer(id);
    entries.value = [...entries.value.filter((entry) => entry.id !== id), { id, phase: 'open', keep }];
  }

  /** Reads the signal, so a component using it re-renders on change. */
  function phase(id: string): DialogPhase {
    return entries.value.find((entry) => entry.id === id)?.phase ?? 'closed';
  }

  /** Whether any dialog or menu is open or still closing. Reads the signal. */
  function busy(): boolean {
    return entries.value.length > 0;
  }

  /**
   * Calls `callback` once nothing has been open for `delayMs`: opening a
   * dialog or menu restarts the wait, so something shown unasked (a pop-up)
   * never lands on top of what the shopper opened. Returns a cancel.
   */
  function afterIdle(delayMs: number, callback: () => void): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const stop = effect(() => {
      clearTimeout(timer);
      timer = undefined;
      if (done || busy()) return;
      timer = setTimeout(() => {
        done = true;
        stop();
        callback();
      }, delayMs);
    });
    return () => {
      done = true;
      clearTimeout(timer);
      stop();
    };
  }

  return { open, close, phase, busy, afterIdle, entries };
}

export type DialogManager = ReturnType<typeof createDialogManager>;
