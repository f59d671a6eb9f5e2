import * as z from 'zod';
import { api } from '../../../shared/api';
import type { ValidAddress } from '../../../shared/address';
import { StoredAddressSchema, type StoredAddress } from '../../../shared/address/schemas/address';
import type { LoadResult } from '../../../shared/page';
import type { UpstreamClient } from '../../upstream';

/*
 * The shopper's address book through their own token: the profile lists it, and every change
 * answers the whole book, so the main flags the backend keeps are always the ones shown.
 */

const ProfileAddressesSchema = z.object({ consumerDetails: z.object({ address: z.array(StoredAddressSchema) }) });

/** The shopper's addresses as their profile lists them, newest first. */
export async function readAddresses(shopper: UpstreamClient): Promise<LoadResult<StoredAddress[]>> {
  const result = await shopper.call(api.consumer.profile, { query: { includeLoyaltySummary: 'false' } });
  if (!result.ok) return result;
  const parsed = ProfileAddressesSchema.safeParse(result.data);
  return parsed.success ? { ok: true, data: parsed.data.consumerDetails.address } : { ok: false, status: 502, errorId: 'GEN500', message: 'General error' };
}

const bookOf = (result: LoadResult<{ address: StoredAddress[] }>): LoadResult<StoredAddress[]> => (result.ok ? { ok: true, data: result.data.address } : result);

export async function addAddress(shopper: UpstreamClient, address: ValidAddress): Promise<LoadResult<StoredAddress[]>> {
  return bookOf(await shopper.call(api.consumer.addAddress, { body: address }));
}

export async function updateAddress(shopper: UpstreamClient, addressId: string, address: ValidAddress): Promise<LoadResult<StoredAddress[]>> {
  return bookOf(await shopper.call(api.consumer.updateAddress, { params: { addressId }, body: address }));
}

export async function removeAddress(shopper: UpstreamClient, addressId: string): Promise<LoadResult<StoredAddress[]>> {
  return bookOf(await shopper.call(api.consumer.removeAddress, { params: { addressId } }));
}
