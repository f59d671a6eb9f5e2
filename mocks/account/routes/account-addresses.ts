import type { IRequest } from 'itty-router';
import { addressSchema, firstProblemLine } from '../../../shared/address';
import { api } from '../../../shared/api';
import { AddressIdSchema, AddressInputSchema } from '../../../shared/address/schemas/address';
import { addAddress, removeAddress, updateAddress, type AddressOutcome } from '../addresses';
import { authenticate } from '../../auth';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { addressRules, countryList } from '../../data/address-rules';
import type { Env } from '../../env';
import { checkBody, errorResponse, readJson, siteOf, type MockRouter } from '../../http';

/*
 * The consumer's address book and the utilities' address data:
 *   POST   /consumers-v3/consumer/address               add      → { address: [...] } newest first
 *   PUT    /consumers-v3/consumer/address/:addressId    replace  → { address: [...] }
 *   DELETE /consumers-v3/consumer/address/:addressId    delete   → { address: [...] }
 *   GET    /consumers-v3/utilities/countryList           → { countries: [{ code, name }] } in the locale's language
 *   GET    /consumers-v3/utilities/addressRules/:countryCode → the country's rules in the locale
 * Only a registered consumer has an address book (a guest's token is PRO404, no profile); an
 * address id that is not the caller's is CCA401 whether it exists or not.
 */

const ADDRESS_ERRORS = {
  duplicate: ['CCA400', 'Address exists'],
  unknown: ['CCA401', 'Invalid address id'],
  mainBilling: ['PRO414', 'The main billing address cannot be deleted while other billing addresses remain; make another one main first'],
} as const;

async function registeredConsumer(request: IRequest, env: Env): Promise<string | Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  return consumer.type === 'Registered' ? consumer.consumerNo : errorResponse(request, 'PRO404', 'Profile not found');
}

/** The body checked as an address under its country's rules (the server's over the defaults); a country we do not deliver to is refused. */
async function validAddress(request: IRequest) {
  const input = checkBody(request, AddressInputSchema, await readJson(request));
  if (input instanceof Response) return input;
  const rules = addressRules(input.countryCode, siteOf(request).locale);
  if (!rules) return errorResponse(request, 400, 'API400', 'countryCode: we do not deliver to this country');
  const parsed = addressSchema(rules).safeParse(input);
  return parsed.success ? parsed.data : errorResponse(request, 400, 'API400', firstProblemLine(parsed.error));
}

function addressId(request: IRequest): string | Response {
  const parsed = AddressIdSchema.safeParse(request.params.addressId);
  const [errorId, message] = ADDRESS_ERRORS.unknown;
  return parsed.success ? parsed.data : errorResponse(request, errorId, message);
}

function respond(request: IRequest, outcome: AddressOutcome): Response {
  if (outcome.ok) return answer(api.consumer.addAddress, { address: outcome.addresses });
  const [errorId, message] = ADDRESS_ERRORS[outcome.reason];
  return errorResponse(request, errorId, message);
}

async function postAddress(request: IRequest, env: Env): Promise<Response> {
  const consumerNo = await registeredConsumer(request, env);
  if (consumerNo instanceof Response) return consumerNo;
  const address = await validAddress(request);
  if (address instanceof Response) return address;
  return respond(request, await addAddress(env.DB, consumerNo, address));
}

async function putAddress(request: IRequest, env: Env): Promise<Response> {
  const consumerNo = await registeredConsumer(request, env);
  if (consumerNo instanceof Response) return consumerNo;
  const id = addressId(request);
  if (id instanceof Response) return id;
  const address = await validAddress(request);
  if (address instanceof Response) return address;
  return respond(request, await updateAddress(env.DB, consumerNo, id, address));
}

async function deleteAddress(request: IRequest, env: Env): Promise<Response> {
  const consumerNo = await registeredConsumer(request, env);
  if (consumerNo instanceof Response) return consumerNo;
  const id = addressId(request);
  if (id instanceof Response) return id;
  return respond(request, await removeAddress(env.DB, consumerNo, id));
}

function getCountryList(request: IRequest): Response {
  return answer(api.utilities.countryList, { countries: countryList(siteOf(request)) });
}

function getAddressRules(request: IRequest): Response {
  const rules = addressRules(String(request.params.countryCode ?? '').toUpperCase(), siteOf(request).locale);
  return rules ? answer(api.utilities.addressRules, rules) : errorResponse(request, 'API404', 'No address rules for this country');
}

export function registerAddressRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.consumer.addAddress, postAddress),
    on(api.consumer.updateAddress, putAddress),
    on(api.consumer.removeAddress, deleteAddress),
    on(api.utilities.countryList, getCountryList),
    on(api.utilities.addressRules, getAddressRules),
  ]);
}
