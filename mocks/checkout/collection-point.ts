import type { IRequest } from 'itty-router';
import type { StatusOf } from '../../shared/errors';
import type { StoredAddress } from '../../shared/address/schemas/address';
import { isCollectionPoint, STORE_BY_ID, type StoreFixture } from '../data/stores';
import { invalidShipment } from './invalid-shipment';

/*
 * A pick-up point shipment travels to a collection point, never to a home: its address is a
 * point the collection point search offers (a store of the basket's country that hands out
 * orders), named by its store id, and its lines are the point's own whatever the caller sent.
 */

/** The collection point a store id names in a country, if any. */
export function collectionPointOf(storeId: string | undefined, country: string): StoreFixture | undefined {
  const store = storeId ? STORE_BY_ID.get(storeId) : undefined;
  return store && isCollectionPoint(store, country) ? store : undefined;
}

/** The point's lines for the label: its name travels on it, so the carrier and the shopper know where the parcel waits. */
export function pointLines(point: StoreFixture) {
  return {
    addressLine1: point.address.line1,
    addressLine2: point.name,
    city: point.address.city,
    province: point.address.province ?? '',
    postalCode: point.address.postalCode,
    countryCode: point.address.country,
  };
}

/** A kept pick-up point address keeps the point it names beside the backend's address fields. */
export type PointAddress = StoredAddress & { collectionPointId?: string };

/** The collection point a kept address names, when it still is one. */
export const pointOfAddress = (address: PointAddress | undefined) => (address ? collectionPointOf(address.collectionPointId, address.countryCode) : undefined);

/** A pick-up point shipment whose address is not a collection point: the shopper goes back to choose one. */
export const notACollectionPoint = (request: IRequest, status: StatusOf<'InvalidShippingAddress'>, shipmentId: string): Response =>
  invalidShipment(request, status, 'A pick-up point shipment must go to a collection point', shipmentId, 'collectionPointId');
