import type { IRequest } from 'itty-router';
import type { StatusOf } from '../../shared/errors';
import { errorResponse } from '../http';

/**
 * A shipment checkout cannot send as it stands (no address, not a collection point, no one to
 * collect it): the catalogue's CHK380, with a flash naming the shipment so the shopper is taken
 * back to it, and the field to fix when there is one.
 */
export function invalidShipment(request: IRequest, status: StatusOf<'InvalidShippingAddress'>, message: string, shipmentId: string, field?: string): Response {
  return errorResponse(request, status, 'InvalidShippingAddress', message, {
    code: 'CHK380',
    ...(field ? { field } : {}),
    flash: [{ type: 'InvalidShippingAddress', message, details: { shipmentId } }],
  });
}
