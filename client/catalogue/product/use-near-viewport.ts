import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport a below-the-fold section starts loading. */
const PRELOAD_MARGIN = '400px 0px';

/** True once the element comes near the viewport; it stays true (load once). */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setNear(true);
    }, { rootMargin: PRELOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
