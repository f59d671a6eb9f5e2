import { endpoints } from './endpoint';
import * as routes from './routes/identity';

// Sign-in, sign-up and tokens. Payloads and answers get their schemas with the sign-in feature;
// until then each entry is its route alone (routes/identity.ts).

/** Tokens, sign-in and sign-out, sign-up and passwords. */
export const identity = endpoints(routes.identity, {});
