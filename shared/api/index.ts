import { captcha } from './captcha';
import { commerceApi } from './commerce';
import { content } from './content';
import { experiments } from './experiments';
import { images, social } from './media';
import { payments } from './payments';
import { personalisation } from './personalisation';
import type { AnyEndpoint } from './endpoint';

export * from './endpoint';

/**
 * Every upstream call, by endpoint group and name (`api.products.productSearch`). The proxy's
 * allow-list is the entries marked proxied; the browser's `client/api`, the worker's services
 * and the mocks' router all take an entry rather than a path string.
 */
export const api = { ...commerceApi, content, images, social, personalisation, experiments, captcha, payments } as const;

/** Every entry with its dotted name, e.g. `products.catalog`, for walking the catalogue. */
export function catalogueEntries(): { name: string; entry: AnyEndpoint }[] {
  return Object.entries(api).flatMap(([group, entries]) => Object.entries(entries as Record<string, AnyEndpoint>).map(([name, entry]) => ({ name: `${group}.${name}`, entry })));
}
