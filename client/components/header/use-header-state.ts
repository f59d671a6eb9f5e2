import { useEffect, type RefObject } from 'react';
import { debounce } from './debounce';
import { headerState } from './header-state';

/** Header scroll handling is debounced 200 ms with a 500 ms max wait. */
export const HEADER_SCROLL_DEBOUNCE_MS = 200;
export const HEADER_SCROLL_MAX_WAIT_MS = 500;

/**
 * Keeps `data-state` and `data-sticky` on the header in step with scrolling.
 * Written straight to the element in an effect, so the server's 'expanded'
 * markup hydrates unchanged and scrolling never re-renders the header tree.
 */
export function useHeaderState(ref: RefObject<HTMLElement | null>, transparent: boolean): void {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let previousY = window.scrollY;
    // Measured once at the top: the minimized header is shorter, which would move the threshold.
    const headerHeight = header.offsetHeight;
    const update = () => {
      const y = window.scrollY;
      header.dataset.state = headerState({ y, previousY, headerHeight, transparent });
      header.dataset.sticky = String(y > 0);
      previousY = y;
    };
    update();
    const onScroll = debounce(update, HEADER_SCROLL_DEBOUNCE_MS, { maxWait: HEADER_SCROLL_MAX_WAIT_MS });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref, transparent]);
}
