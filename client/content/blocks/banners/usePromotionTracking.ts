import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import type { PromotionTracking } from '../../../../shared/content/banner';
import { pushPromotionClick, pushPromotionImpression } from '../../../analytics/data-layer';

/** The impression counts once the banner is at least half in view. */
const IMPRESSION_RATIO = 0.5;

/**
 * Promotion impression and click pushes for a banner with promotionTracking.
 * Returns the ref for the banner's root and its click handler (clicks on its links).
 */
export function usePromotionTracking<E extends HTMLElement>(tracking: PromotionTracking | undefined) {
  const ref = useRef<E>(null);
  const { creativeName, promotionId, promotionName } = tracking ?? {};

  useEffect(() => {
    const element = ref.current;
    if (!element || !promotionId || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_RATIO)) return;
        pushPromotionImpression({ creativeName: creativeName ?? '', promotionId, promotionName: promotionName ?? '' });
        observer.disconnect();
      },
      { threshold: IMPRESSION_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [creativeName, promotionId, promotionName]);

  const onClick = useCallback(
    (event: MouseEvent<E>) => {
      if (!promotionId || !(event.target instanceof Element) || !event.target.closest('a, button')) return;
      pushPromotionClick({ creativeName: creativeName ?? '', promotionId, promotionName: promotionName ?? '' });
    },
    [creativeName, promotionId, promotionName],
  );

  return { ref, onClick: tracking ? onClick : undefined };
}
