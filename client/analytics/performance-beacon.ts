import { flushTrackedEvents, trackEvent } from './tracked-events';
import type { PerformanceBeacon } from '../../shared/performance';

/**
 * The performance beacon: this page's web vitals, observed in the browser and sent
 * once when the page is hidden or left (the last moments a page reliably gets). Started only
 * with performance consent (C0002); observers a browser lacks are skipped.
 */
export function startPerformanceBeacon(): void {
  const beacon: PerformanceBeacon = { type: 'performance', page: location.pathname };
  const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true } as PerformanceObserverInit);
  };

  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation) beacon.ttfb = Math.round(navigation.responseStart);
  observe('paint', (entries) => {
    const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (fcp) beacon.fcp = Math.round(fcp.startTime);
  });
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) beacon.lcp = Math.round(last.startTime);
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) beacon.cls = Math.round(((beacon.cls ?? 0) + entry.value) * 1000) / 1000;
  });
  observe('event', (entries) => {
    for (const entry of entries) beacon.inp = Math.max(beacon.inp ?? 0, Math.round(entry.duration));
  });

  // Hidden covers a tab switched away or closed on mobile; pagehide covers a navigation. Once either way.
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    // The page is going away: no later task may run, so the queue leaves now.
    trackEvent(beacon);
    flushTrackedEvents();
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
