export interface DebounceOptions {
  /** The longest a call may wait while calls keep arriving. */
  maxWait?: number;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Calls `fn` with the latest arguments once calls stop for `wait` ms, and at
 * least every `maxWait` ms while they keep coming (trailing edge only).
 * @example const onScroll = debounce(update, 200, { maxWait: 500 }); // the header's scroll handling
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number, { maxWait }: DebounceOptions = {}): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const flush = () => {
    clearTimeout(timer);
    clearTimeout(maxTimer);
    timer = maxTimer = undefined;
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: A) => {
    lastArgs = args;
    clearTimeout(timer);
    timer = setTimeout(flush, wait);
    if (maxWait !== undefined && maxTimer === undefined) maxTimer = setTimeout(flush, maxWait);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    clearTimeout(maxTimer);
    timer = maxTimer = lastArgs = undefined;
  };
  return debounced;
}
