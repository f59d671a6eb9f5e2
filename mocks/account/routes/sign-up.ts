import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { createTranslator } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/messages';
import { errorBody } from '../../../shared/errors';
import { RetrieveUserDataRequestSchema } from '../../../shared/account/schemas/sign-up';
import { signUpConfig } from '../../../shared/site';
import { fieldErrorsOf, signUpRequestSchema, wordIssue, type FieldError } from '../../../shared/validation';
import { createAccount, signUpConflict, spendCaptcha, userData } from '../../auth';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { ensureDatabase } from '../../db/ready';
import { signUpEnrolment } from '../../loyalty';
import type { Env } from '../../env';
import { APP_ID, badRequest, correlationId, errorResponse, json, parseBody, readJson, siteOf, type MockRouter } from '../../http';

/*
 * POST /consumers-v3/auth/signup            the sign-up payload (SignUpRequest) → { consumerId, email }
 * POST /consumers-v3/consumer/retrieveUserData { consumerId, email } → what prefills the form
 */

const english = createTranslator('en-US', en);
const wording = ({ issue }: FieldError) => wordIssue(english.t, issue);

/** Every refused field, first one first; a missing birth date where the site needs one is MISSING_BIRTHDATE. */
function refused(request: IRequest, errors: FieldError[]): Response {
  const details = errors.map((error) => {
    const missingBirthDate = error.field === 'birthDate' && error.issue.errorId === 'PRO411';
    return {
      errorId: missingBirthDate ? 'MISSING_BIRTHDATE' : (error.issue.errorId ?? 'API400'),
      message: wording(error),
      field: error.field,
      ...(missingBirthDate ? { code: 'PRO411' } : {}),
    };
  });
  const response = errorBody('API400', '', correlationId(request), APP_ID);
  return json({ ...response, errorDetails: details }, { status: 400 });
}

/**
 * Creates an account: the site's sign-up rules on the payload (the form's own rules), then the
 * register captcha answer (spent, a replay refused with AUT403), then the email and phone not
 * already taken (409), then the consumer, the account and the subscriptions ticked.
 */
async function signUp(request: IRequest, env: Env): Promise<Response> {
  const raw = await readJson(request);
  const parsed = signUpRequestSchema(signUpConfig(siteOf(request))).safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return errors.length ? refused(request, errors) : badRequest(request, parsed.error);
  }
  const body = parsed.data;
  await ensureDatabase(env.DB);
  if (!body.recaptcha_response || !(await spendCaptcha(env.DB, body.recaptcha_response, 'register'))) return errorResponse(request, 'AUT403', 'Captcha failed');
  const conflict = (await signUpConflict(env.DB, body.email, body.phone)) ?? (await createAccount(env.DB, body, signUpEnrolment));
  if ('errorId' in conflict) return errorResponse(request, conflict.errorId, conflict.message, { code: conflict.code });
  return answer(api.identity.signUp, { consumerId: conflict.consumerNo, email: body.email }, { status: 201 });
}

/** No token needed: the id and the email together are what names the consumer, and neither alone tells anything. */
async function retrieveUserData(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, RetrieveUserDataRequestSchema);
  if (body instanceof Response) return body;
  await ensureDatabase(env.DB);
  const found = await userData(env.DB, body.consumerId, body.email.toLowerCase());
  return found ? answer(api.consumer.retrieveUserData, found) : errorResponse(request, 'CCN404', 'Unknown customer');
}

export function registerSignUpRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.identity.signUp, signUp), on(api.consumer.retrieveUserData, retrieveUserData)]);
}
