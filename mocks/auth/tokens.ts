import type { IRequest } from 'itty-router';
import type { Auth } from '../../shared/schemas';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { errorResponse } from '../http';

/** How long each token lives: an access token half an hour, a refresh token a month. */
export const ACCESS_TOKEN_TTL_S = 30 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;

export interface Consumer {
  consumerNo: string;
  type: Auth['type'];
}

/** 32 random bytes, base64url: unguessable, and meaningless outside this service. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function hashOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function newConsumerNo(): string {
  return `C${crypto.randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}`;
}

/** A fresh access and refresh token for a consumer, stored by hash. */
export async function issueTokens(db: D1Database, consumer: Consumer, now = Date.now()): Promise<Pick<Auth, 'accessToken' | 'refreshToken' | 'expiresIn' | 'refreshExpiresIn'>> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const insert = db.prepare('INSERT INTO auth_tokens (token_hash, kind, consumer_no, expires_at) VALUES (?, ?, ?, ?)');
  await db.batch([
    insert.bind(await hashOf(accessToken), 'access', consumer.consumerNo, now + ACCESS_TOKEN_TTL_S * 1000),
    insert.bind(await hashOf(refreshToken), 'refresh', consumer.consumerNo, now + REFRESH_TOKEN_TTL_S * 1000),
  ]);
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_S, refreshExpiresIn: REFRESH_TOKEN_TTL_S };
}

/** A new guest consumer, with nothing of their own yet. */
export async function createGuest(db: D1Database, now = Date.now()): Promise<Consumer> {
  const consumer: Consumer = { consumerNo: newConsumerNo(), type: 'Guest' };
  await db.prepare('INSERT INTO consumers (consumer_no, type, created_at) VALUES (?, ?, ?)').bind(consumer.consumerNo, consumer.type, now).run();
  return consumer;
}

/** The consumer a live, unrevoked token of this kind belongs to. */
export async function consumerOfToken(db: D1Database, token: string, kind: 'access' | 'refresh', now = Date.now()): Promise<Consumer | undefined> {
  const row = await db
    .prepare(
      `SELECT c.consumer_no, c.type FROM auth_tokens t JOIN consumers c ON c.consumer_no = t.consumer_no
        WHERE t.token_hash = ? AND t.kind = ? AND t.revoked = 0 AND t.expires_at > ?`,
    )
    .bind(await hashOf(token), kind, now)
    .first<{ consumer_no: string; type: Auth['type'] }>();
  return row ? { consumerNo: row.consumer_no, type: row.type } : undefined;
}

/**
 * Spends a refresh token: it is revoked in the same statement that checks it, so two racing
 * refreshes cannot both succeed, and a stolen one stops working once its owner refreshes.
 */
export async function spendRefreshToken(db: D1Database, token: string, now = Date.now()): Promise<Consumer | undefined> {
  const hash = await hashOf(token);
  const spent = await db
    .prepare("UPDATE auth_tokens SET revoked = 1 WHERE token_hash = ? AND kind = 'refresh' AND revoked = 0 AND expires_at > ? RETURNING consumer_no")
    .bind(hash, now)
    .first<{ consumer_no: string }>();
  if (!spent) return undefined;
  const row = await db.prepare('SELECT consumer_no, type FROM consumers WHERE consumer_no = ?').bind(spent.consumer_no).first<{ consumer_no: string; type: Auth['type'] }>();
  return row ? { consumerNo: row.consumer_no, type: row.type } : undefined;
}

/** Revokes every token a consumer holds (sign-out). */
export async function revokeConsumerTokens(db: D1Database, consumerNo: string): Promise<void> {
  await db.prepare('UPDATE auth_tokens SET revoked = 1 WHERE consumer_no = ?').bind(consumerNo).run();
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The consumer behind a call's access token, or the 401 a missing, unknown, expired or revoked
 * token gets (the caller refreshes on it and replays the call).
 */
export async function authenticate(request: IRequest, env: Env): Promise<Consumer | Response> {
  const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return errorResponse(request, 401, 'AUT432', 'Authorization failed');
  await ensureDatabase(env.DB);
  return (await consumerOfToken(env.DB, token, 'access')) ?? errorResponse(request, 401, 'AUT432', 'Authorization failed');
}
