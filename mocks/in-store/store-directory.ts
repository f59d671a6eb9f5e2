import type { UtilityStore } from '../../shared/in-store';
import { STORE_BY_ID, STORES, storeEmployees } from '../data/stores';

/*
 * The utilities' store directory and who may sell where, read from the one list of Ridgeline's
 * shops that pickup in store and the store search use too.
 */

/** Every store of a country, by name: the directory an associate chooses their store from. */
export function storeDirectory(country: string): UtilityStore[] {
  return STORES.filter((store) => store.address.country === country)
    .map(({ storeId, name, address, phone, hours, openingHours, timeZone, lat, lon }) => ({ storeId, name, address, phone, hours, openingHours: [...openingHours], timeZone, latitude: lat, longitude: lon }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type AgentCheck =
  | { ok: true; storeName: string; storeEmployeeName: string }
  | { ok: false; status: 400 | 404; message: string };

/**
 * Whether an associate may sell in a store: the store must be one of the site's country (a site
 * sells in its own market's shops only), and the associate one of that store's staff.
 */
export function checkAgent(country: string, storeId: string, storeEmployeeId: string): AgentCheck {
  const store = STORE_BY_ID.get(storeId);
  if (!store || store.address.country !== country) return { ok: false, status: 404, message: 'Store not found' };
  const employee = storeEmployees(storeId).find((candidate) => candidate.storeEmployeeId === storeEmployeeId);
  if (!employee) return { ok: false, status: 400, message: 'The store employee is not known at this store' };
  return { ok: true, storeName: store.name, storeEmployeeName: employee.name };
}
