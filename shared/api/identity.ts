import { AuthSchema, TokenRequestSchema } from '../schemas';
import { endpoints } from './endpoint';
import * as routes from './routes/identity';

// Sign-in, sign-up and passwords get their payload schemas with the sign-in feature; until then
// those entries are their route alone (routes/identity.ts).

/** Tokens, sign-in and sign-out, sign-up and passwords; the worker's alone (routes/identity.ts). */
export const identity = endpoints(routes.identity, {
  token: { body: TokenRequestSchema, response: AuthSchema },
});
