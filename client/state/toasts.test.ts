import { describe, expect, it } from 'vitest';
import { createToastQueue, TOAST_TICK_MS } from './toasts';

/** A hand-driven clock and interval, so the test controls every tick. */
function fakeTime() {
  let at = 0;
  let running: { tick: () => void; ms: number } | undefined;
  let starts = 0;
  return {
    now: () => at,
    setInterval: (tick: () => void, ms: number) => {
      starts += 1;
      running = { tick, ms };
      return running;
    },
    clearInterval: (handle: unknown) => {
      if (handle === running) running = undefined;
    },
    advance(ms: number) {
      for (let step = 0; step < ms; step += TOAST_TICK_MS) {
        at += TOAST_TICK_MS;
        running?.tick();
      }
    },
    get ticking() {
      return running !== undefined;
    },
    get interval() {
      return running?.ms;
    },
    get starts() {
      return starts;
    },
  };
}

describe('toasts', () => {
  it('closes an auto-closing toast after the configured delay, checked every 200 ms', () => {
    const time = fakeTime();
    const queue = createToastQueue({ dismissMs: 1000, ...time });
    queue.show({ kind: 'success', title: 'Added to cart' });
    expect(time.interval).toBe(200);
    time.advance(800);
    expect(queue.toasts.value.map((toast) => toast.title)).toEqual(['Added to cart']);
    time.advance(200);
    expect(queue.toasts.value).toEqual([]);
  });

  it('ticks only while a toast is showing', () => {
    const time = fakeTime();
    const queue = createToastQueue({ dismissMs: 400, ...time });
    expect(time.ticking).toBe(false);
    queue.show({ kind: 'info', title: 'Store changed' });
    expect(time.ticking).toBe(true);
    time.advance(400);
    expect(time.ticking).toBe(false);
    queue.show({ kind: 'info', title: 'Store changed again' });
    expect(time.starts).toBe(2);
  });

  it('does not add a second toast with a title already showing', () => {
    const queue = createToastQueue(fakeTime());
    expect(queue.show({ kind: 'success', title: 'Signed in successfully' })).toBe(true);
    expect(queue.show({ kind: 'success', title: 'Signed in successfully', message: 'again' })).toBe(false);
    expect(queue.toasts.value).toHaveLength(1);
  });

  it('keeps a toast that does not auto-close until it is dismissed', () => {
    const time = fakeTime();
    const queue = createToastQueue({ dismissMs: 200, ...time });
    queue.show({ kind: 'error', title: 'Your order could not be placed', autoClose: false });
    time.advance(10_000);
    expect(queue.toasts.value).toHaveLength(1);
    queue.dismiss(queue.toasts.value[0]!.id);
    expect(queue.toasts.value).toEqual([]);
    expect(time.ticking).toBe(false);
  });
});
