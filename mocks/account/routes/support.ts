import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { ContactUsRequestSchema, WarrantyRequestSchema } from '../../../shared/account/schemas/support';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { authenticate } from '../../auth';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, parseBody, type MockRouter } from '../../http';
import { CONTACT_CATEGORIES, knownSubject, openCase } from '../support';

/*
 * Customer support:
 *   GET  /consumers-v3/contactus/categorySubject   the contact form's categories, each with its subjects
 *   POST /consumers-v3/contactus                   {categoryId, subjectId, names, email, orderNumber?, message} → a case number
 *   POST /consumers-v3/consumer/warranty           {names, email, product, purchaseDate, orderNumber?, description} → a case number
 * Anyone may write; a registered shopper's token files the case under their account.
 */

/** The registered shopper behind the call, if a token came with it. */
async function consumerNoOf(request: IRequest, env: Env): Promise<string | null> {
  if (!request.headers.get('authorization')) return null;
  const consumer = await authenticate(request, env);
  return consumer instanceof Response || consumer.type !== 'Registered' ? null : consumer.consumerNo;
}

function categories(): Response {
  return answer(api.consumer.contactUsSubjects, { categories: [...CONTACT_CATEGORIES] });
}

async function contactUs(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ContactUsRequestSchema);
  if (input instanceof Response) return input;
  if (!knownSubject(input.categoryId, input.subjectId)) return errorResponse(request, 400, 'API400', 'subjectId: not a subject of that category');
  await ensureDatabase(env.DB);
  return answer(api.consumer.contactUs, await openCase(env.DB, 'contact', await consumerNoOf(request, env), input));
}

async function warranty(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, WarrantyRequestSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  return answer(api.consumer.warranty, await openCase(env.DB, 'warranty', await consumerNoOf(request, env), input));
}

export function registerSupportRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.consumer.contactUsSubjects, categories), on(api.consumer.contactUs, contactUs), on(api.consumer.warranty, warranty)]);
}
