// Header states.

export type HeaderState = 'expanded' | 'minimized' | 'transparent' | 'scrolled-up';

export interface HeaderScroll {
  /** window.scrollY now. */
  y: number;
  /** window.scrollY at the previous update. */
  previousY: number;
  /** The header's full height: scrolling past it minimizes the header. */
  headerHeight: number;
  /** The page puts the header over a hero while at the top. */
  transparent: boolean;
}

/**
 * The header state for a scroll position: at the top it is expanded (or
 * transparent over a hero); scrolling down past it minimizes it; scrolling up
 * shows it again (scrolled-up) until the top.
 */
export function headerState({ y, previousY, headerHeight, transparent }: HeaderScroll): HeaderState {
  if (y <= 0) return transparent ? 'transparent' : 'expanded';
  if (y < previousY) return 'scrolled-up';
  if (y > headerHeight) return 'minimized';
  return transparent ? 'transparent' : 'expanded';
}
