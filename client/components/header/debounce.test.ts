import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the latest arguments after calls stop for the wait', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200);
    debounced(1);
    vi.advanceTimersByTime(100);
    debounced(2);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('fires at the max wait while calls keep arriving', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200, { maxWait: 500 });
    for (let elapsed = 0; elapsed < 1000; elapsed += 100) {
      debounced(elapsed);
      vi.advanceTimersByTime(100);
    }
    // Calls every 100 ms never leave a 200 ms gap, so only maxWait fires: at 500 and 1000 ms.
    expect(fn.mock.calls).toEqual([[400], [900]]);
  });

  it('does not call after cancel', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200, { maxWait: 500 });
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
