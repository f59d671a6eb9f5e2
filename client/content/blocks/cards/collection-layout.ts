import type { Collection, CollectionBreakpoint } from '../../../../shared/content/schemas/blocks/cards';

export const BREAKPOINTS = ['sm', 'md', 'lg'] as const;
export type BreakpointName = (typeof BREAKPOINTS)[number];

/** A breakpoint's settings with every default filled in. */
export interface ResolvedBreakpoint {
  type: 'grid' | 'carousel';
  slideWidth: string;
  slideMaxWidth: string;
  slidePadding: number;
  margin: number;
  autoplay: boolean;
  /** autorotateTime seconds × 1000. */
  autorotateMs: number;
  loop: boolean;
  showArrows: boolean;
  showIndicators: boolean;
  showProgress: boolean;
}

export interface CollectionLayout {
  /** A name containing `[stacked]` forces full width and a grid on md and lg. */
  stacked: boolean;
  breakpoints: Record<BreakpointName, ResolvedBreakpoint>;
}

const DEFAULT_SLIDE_WIDTH: Record<BreakpointName, string> = { sm: '80%', md: '45%', lg: '30%' };
const DEFAULT_AUTOROTATE_SECONDS = 5;

function resolve(name: BreakpointName, settings: CollectionBreakpoint | undefined, forceGrid: boolean): ResolvedBreakpoint {
  return {
    type: forceGrid ? 'grid' : (settings?.type ?? 'grid'),
    slideWidth: settings?.slideWidth ?? DEFAULT_SLIDE_WIDTH[name],
    slideMaxWidth: settings?.slideMaxWidth ?? 'none',
    slidePadding: settings?.slidePadding ?? 16,
    margin: settings?.margin ?? 0,
    autoplay: settings?.autoplay ?? false,
    autorotateMs: (settings?.autorotateTime ?? DEFAULT_AUTOROTATE_SECONDS) * 1000,
    loop: settings?.loop ?? false,
    showArrows: settings?.showArrows ?? true,
    showIndicators: settings?.showIndicators ?? true,
    showProgress: settings?.showProgress ?? false,
  };
}

/**
 * How a collection lays out on each breakpoint, and the stacked rule.
 * @example collectionLayout({ name: 'Trail kit [stacked]', breakpoints: { md: { type: 'carousel' } } }).breakpoints.md.type // 'grid'
 */
export function collectionLayout(block: Pick<Collection, 'name' | 'breakpoints'>): CollectionLayout {
  const stacked = block.name?.includes('[stacked]') ?? false;
  const breakpoints = Object.fromEntries(
    BREAKPOINTS.map((name) => [name, resolve(name, block.breakpoints?.[name], stacked && name !== 'sm')]),
  ) as Record<BreakpointName, ResolvedBreakpoint>;
  return { stacked, breakpoints };
}

/** True when the collection is a carousel on at least one breakpoint, so it needs controls. */
export const hasCarousel = (layout: CollectionLayout) => BREAKPOINTS.some((name) => layout.breakpoints[name].type === 'carousel');

/** The breakpoint a viewport width falls in (small < 768px, medium 768–1023px, large ≥ 1024px). */
export const breakpointOf = (width: number): BreakpointName => (width >= 1024 ? 'lg' : width >= 768 ? 'md' : 'sm');

/** The slide after `index` (or before, with step -1), wrapping only when loop is on. */
export function stepSlide(index: number, step: 1 | -1, count: number, loop: boolean): number {
  const next = index + step;
  if (next < 0) return loop ? count - 1 : 0;
  if (next >= count) return loop ? 0 : count - 1;
  return next;
}
