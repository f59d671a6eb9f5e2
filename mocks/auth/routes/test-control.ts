import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { TokenTypeSchema } from '../../../shared/account/schemas/auth';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { json, notFound, parseBody, type MockRouter } from '../../http';
import { ageBySecret } from '../../age-by-secret';
import { authenticate, REFRESH_TOKEN_TTL_S } from '../tokens';

// Test controls of sign-in and tokens: POST /__test/consumer {type?, consumerType?}, POST /__test/account/unlock {email}, POST /__test/token/age {refreshToken, seconds}, POST /__test/auth-code/age {authorizationCode, seconds}.

const TokenAgeSchema = z.object({ refreshToken: z.string().min(1).max(200), seconds: z.number().int().min(0).max(REFRESH_TOKEN_TTL_S) });
const CodeAgeSchema = z.object({ authorizationCode: z.string().min(1).max(200), seconds: z.number().int().min(0).max(3600) });
const ConsumerSchema = z.object({ type: TokenTypeSchema.optional(), consumerType: z.enum(['EMPLOYEE']).nullable().optional() });

/** Moves a spent refresh token's spending into the past. */
const ageRefreshToken = ageBySecret(TokenAgeSchema, (input) => input.refreshToken, "UPDATE auth_tokens SET rotated_at = rotated_at - ? WHERE token_hash = ? AND kind = 'refresh' AND rotated_at IS NOT NULL");

/** Moves a sign-in's authorisation code's expiry into the past. */
const ageAuthorizationCode = ageBySecret(CodeAgeSchema, (input) => input.authorizationCode, 'UPDATE auth_codes SET expires_at = expires_at - ? WHERE code_hash = ?');

const UnlockSchema = z.object({ email: z.string().trim().min(1).max(100) });

/** Clears an account's failed sign-ins and lock, as a password reset would. */
async function unlockAccount(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, UnlockSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const unlocked = await env.DB.prepare('UPDATE accounts SET failed_attempts = 0, locked_at = NULL WHERE email = ?').bind(input.email.toLowerCase()).run();
  return unlocked.meta.changes ? json({ unlocked: true }) : notFound(request);
}

/** Changes what kind of consumer the caller is. */
async function setConsumer(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ConsumerSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  await env.DB.prepare('UPDATE consumers SET type = COALESCE(?, type), consumer_type = CASE WHEN ? THEN ? ELSE consumer_type END WHERE consumer_no = ?')
    .bind(input.type ?? null, input.consumerType !== undefined ? 1 : 0, input.consumerType ?? null, consumer.consumerNo)
    .run();
  return json({ consumerNo: consumer.consumerNo });
}

export function registerAuthTestControls(router: MockRouter): void {
  router.post('/__test/consumer', setConsumer);
  router.post('/__test/account/unlock', unlockAccount);
  router.post('/__test/token/age', ageRefreshToken);
  router.post('/__test/auth-code/age', ageAuthorizationCode);
}
