import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFlashToast, showFlashToast } from './flash-toast';
import type { ToastQueue } from './toasts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('flash toast', () => {
  it('shows the toast the last page left, once', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const show = vi.fn(() => true);
    const toasts = { show } as unknown as ToastQueue;
    setFlashToast({ kind: 'success', title: 'You have signed out' });
    showFlashToast(toasts);
    showFlashToast(toasts);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ kind: 'success', title: 'You have signed out' });
  });

  it('ignores a stored value it did not write', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const show = vi.fn(() => true);
    storage.setItem('ridgeline:flash-toast', '{"kind":"<b>","title":1}');
    showFlashToast({ show } as unknown as ToastQueue);
    storage.setItem('ridgeline:flash-toast', 'not json');
    showFlashToast({ show } as unknown as ToastQueue);
    expect(show).not.toHaveBeenCalled();
  });
});
