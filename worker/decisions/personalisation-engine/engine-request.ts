import { pageEntry, type ClassifiedPath } from '../../../shared/routing';
import type { VisitorKind } from '../../../shared/decisions/personalisation';
import type { EngineEvent, EngineRequest } from '../../../shared/decisions/personalisation/engine';

/** What the worker knows about a page view before rendering it: the decision events. */
export interface PageViewFacts {
  url: URL;
  route: Pick<ClassifiedPath, 'pageType' | 'categoryId' | 'productCode' | 'colorCode'>;
  channel: string;
  monetateId: string;
  customerId: string | null;
  /** BCP 47, e.g. en-US: the site the page is rendered for. */
  language: string;
  userAgent: string | null;
  referrer: string | null;
  /** From client hints, only when the browser sent both. */
  screen: { width: number; height: number } | null;
  /** From the edge's geo data, when present. */
  coordinates: { latitude: number; longitude: number } | null;
  visitor: VisitorKind;
}

const clip = (value: string, max: number) => value.slice(0, max);

/**
 * The decide payload for one page view: page view, decision request with reporting (none when
 * `requestId` is null: the page view alone, for a page that shows nothing to decide), then each
 * context event whose facts are known (screen size, coordinates, product detail, search, cart)
 * and the custom variables. Nothing is guessed: an unknown fact is left out.
 */
export function buildEngineRequest(facts: PageViewFacts, requestId: string | null): EngineRequest {
  const { url, route } = facts;
  const events: EngineEvent[] = [
    { eventType: 'monetate:context:PageView', pageType: pageEntry(route.pageType).specType, path: clip(url.pathname, 2048), url: clip(url.href, 4096), ...(route.categoryId ? { categories: [route.categoryId] } : {}) },
    ...(requestId === null ? [] : [{ eventType: 'monetate:decision:DecisionRequest' as const, requestId, includeReporting: true }]),
    { eventType: 'monetate:context:Language', language: facts.language },
  ];
  if (facts.screen) events.push({ eventType: 'monetate:context:ScreenSize', ...facts.screen });
  if (facts.userAgent) events.push({ eventType: 'monetate:context:UserAgent', userAgent: clip(facts.userAgent, 1024) });
  if (facts.referrer) events.push({ eventType: 'monetate:context:Referrer', referrer: clip(facts.referrer, 4096) });
  if (facts.coordinates) events.push({ eventType: 'monetate:context:Coordinates', ...facts.coordinates });
  if (route.pageType === 'product' && route.productCode) {
    events.push({ eventType: 'monetate:context:ProductDetailView', products: [{ productId: route.productCode, sku: `${route.productCode}${route.colorCode ?? ''}` }] });
  }
  const query = url.searchParams.get('q')?.trim();
  if ((route.pageType === 'search' || route.pageType === 'search-hub') && query) events.push({ eventType: 'monetate:context:SearchView', searchTerm: clip(query, 200) });
  // The summary cookie only says whether the cart is empty; lines and totals are known only then.
  const customVariables: { variable: 'userInterest' | 'total-cart' | 'sub-total'; value: string }[] = [];
  if (route.categoryId) customVariables.push({ variable: 'userInterest', value: route.categoryId });
  if (facts.visitor.cartEmpty) {
    events.push({ eventType: 'monetate:context:Cart', cartLines: [] });
    customVariables.push({ variable: 'total-cart', value: '0' }, { variable: 'sub-total', value: '0' });
  }
  if (customVariables.length) events.push({ eventType: 'monetate:context:CustomVariables', customVariables });
  return { channel: facts.channel, monetateId: facts.monetateId, ...(facts.customerId ? { customerId: facts.customerId } : {}), events };
}
