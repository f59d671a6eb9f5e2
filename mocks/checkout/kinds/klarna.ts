import { approvedKind } from './approved';

/** Klarna (buy now, pay later): authorised by the shopper in the provider's frame. */
export const klarnaKind = approvedKind('KLARNA', 'Klarna', (body) => body.klarna.authorizationToken);
