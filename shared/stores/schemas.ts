import * as z from 'zod';

/*
 * What the store locator reads from its URL: the place typed (`?q=`, a postal code or a city) and
 * a store's id in `/{locale}/stores/<storeId>`. Both arrive from links anyone can write, so both
 * are checked before any call.
 */

/** The place of a search: as long as the stores API accepts for a postal code (2) or a city (60). */
export const StorePlaceSchema = z.string().trim().min(2).max(60);

/** A store's id as the directory writes it (`DE-MUC-01`); matched without regard to case. */
export const StoreIdParamSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/);
