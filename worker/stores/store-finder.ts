import { api } from '../../shared/api';
import type { UtilityStore } from '../../shared/in-store';
import { storeSearchBody, type StoreLocatorSearch } from '../../shared/stores';
import { StorePlaceSchema } from '../../shared/stores/schemas';
import type { UpstreamClient, UpstreamResult } from '../upstream';

/*
 * The store locator's two reads, both the same for every shopper and so asked without a token:
 * the stores near a place (the stores API's search, stock-free) and one store of the site's
 * country (the utilities directory, which knows where each store stands on a map).
 */

/**
 * The search a `?q=` asks for. No `q` is no search yet; a `q` the stores API would refuse is
 * `invalid` before any call. STR404 is the API's way of saying none is near.
 */
export async function searchStores(upstream: UpstreamClient, q: string | null): Promise<StoreLocatorSearch> {
  if (q === null) return { kind: 'idle' };
  const place = StorePlaceSchema.safeParse(q);
  if (!place.success) return { kind: 'invalid', place: q.slice(0, 60) };
  const found = await upstream.call(api.stores.search, { body: storeSearchBody(place.data) });
  if (found.ok) return found.data.stores.length ? { kind: 'found', place: place.data, stores: found.data.stores } : { kind: 'none', place: place.data };
  return found.errorId === 'STR404' ? { kind: 'none', place: place.data } : { kind: 'error', place: place.data };
}

/** One store of the site's country by its id (any case), null when the directory has none such; or why the directory could not be read. */
export async function storeById(upstream: UpstreamClient, storeId: string): Promise<UpstreamResult<UtilityStore | null>> {
  const directory = await upstream.call(api.utilities.stores, {});
  if (!directory.ok) return directory;
  const wanted = storeId.toUpperCase();
  return { ok: true, data: directory.data.stores.find((store) => store.storeId.toUpperCase() === wanted) ?? null };
}
