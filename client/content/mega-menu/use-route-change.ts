import { useEffect } from 'react';

/** Runs `onLeave` when the shopper navigates away or through history: menus close on route change. */
export function useRouteChange(onLeave: () => void, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('popstate', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('popstate', onLeave);
    };
  }, [onLeave, active]);
}
