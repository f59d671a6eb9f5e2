import { useEffect, useState } from 'react';
import type { AvailabilityResponse } from '../../../shared/catalogue/schemas/inventory';
import { api, callApi } from '../../api';

/**
 * The stock the page was rendered with, then the backend's own figure once the page is live. The
 * page may be an edge copy rendered before another shopper's order, and a shopper must not be
 * told "Only 4 left" of units already sold: the browser asks again, uncached, as place order counts.
 */
export function useLiveAvailability(productId: string, rendered: AvailabilityResponse | null): AvailabilityResponse | null {
  const [availability, setAvailability] = useState(rendered);
  useEffect(() => {
    const controller = new AbortController();
    void callApi(api.products.availability, { params: { productId }, body: {}, signal: controller.signal }).then((result) => {
      if (result.ok) setAvailability(result.data);
    });
    return () => controller.abort();
  }, [productId]);
  return availability;
}
