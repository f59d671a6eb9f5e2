import type { IRequest } from 'itty-router';
import { base64url } from '../../shared/pkce';
import type { Auth } from '../../shared/account/schemas/auth';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { hashOf } from '../hex';
import { errorResponse } from '../http';

/** How long each token lives: an access token half an hour, a refresh token a month. */
export const ACCESS_TOKEN_TTL_S = 30 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;

export interface Consumer {
  consumerNo: string;
  type: Auth['type'];
}

/** 32 random bytes, base64url: unguessable, and meaningless outside this service. */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export function newConsumerNo(): string {
  return `C${crypto.randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}`;
}

export type TokenPair = Pick<Auth, 'accessToken' | 'refreshToken' | 'expiresIn' | 'refreshExpiresIn'>;

const newPair = (): TokenPair => ({ accessToken: randomToken(), refreshToken: randomToken(), expiresIn: ACCESS_TOKEN_TTL_S, refreshExpiresIn: REFRESH_TOKEN_TTL_S });

/** A pair's two rows, by hash, for the consumer_no the `from` clause finds (none found, none stored). */
async function pairRows(db: D1Database, pair: TokenPair, from: string, bind: unknown[], now: number): Promise<D1PreparedStatement[]> {
  const insert = db.prepare(`INSERT INTO auth_tokens (token_hash, kind, consumer_no, expires_at) SELECT ?, ?, consumer_no, ? ${from}`);
  return [
    insert.bind(await hashOf(pair.accessToken), 'access', now + pair.expiresIn * 1000, ...bind),
    insert.bind(await hashOf(pair.refreshToken), 'refresh', now + pair.refreshExpiresIn * 1000, ...bind),
  ];
}

/** A fresh access and refresh token for a consumer, stored by hash. */
export async function issueTokens(db: D1Database, consumer: Consumer, now = Date.now()): Promise<TokenPair> {
  const pair = newPair();
  await db.batch(await pairRows(db, pair, 'FROM consumers WHERE consumer_no = ?', [consumer.consumerNo], now));
  return pair;
}

/** A new guest consumer, with nothing of their own yet. */
export async function createGuest(db: D1Database, now = Date.now()): Promise<Consumer> {
  const consumer: Consumer = { consumerNo: newConsumerNo(), type: 'Guest' };
  await db.prepare('INSERT INTO consumers (consumer_no, type, created_at) VALUES (?, ?, ?)').bind(consumer.consumerNo, consumer.type, now).run();
  return consumer;
}

/** The query for the consumer a live, unrevoked token of this kind belongs to (no row for any other token). */
export async function consumerOfTokenQuery(db: D1Database, token: string, kind: 'access' | 'refresh', now = Date.now()): Promise<D1PreparedStatement> {
  return db
    .prepare(
      `SELECT c.consumer_no, c.type FROM auth_tokens t JOIN consumers c ON c.consumer_no = t.consumer_no
        WHERE t.token_hash = ? AND t.kind = ? AND t.revoked = 0 AND t.expires_at > ?`,
    )
    .bind(await hashOf(token), kind, now);
}

/** The consumer of `consumerOfTokenQuery`'s row, if it found one. */
export function consumerOfRow(row: unknown): Consumer | undefined {
  const found = row as { consumer_no: string; type: Auth['type'] } | undefined;
  return found ? { consumerNo: found.consumer_no, type: found.type } : undefined;
}

/** The consumer a live, unrevoked token of this kind belongs to. */
export async function consumerOfToken(db: D1Database, token: string, kind: 'access' | 'refresh', now = Date.now()): Promise<Consumer | undefined> {
  return consumerOfRow(await (await consumerOfTokenQuery(db, token, kind, now)).first());
}

/**
 * How long a spent refresh token still buys the pair it bought: two refreshes racing on one token
 * (two tabs, a retried call) both get that pair, instead of the loser's shopper losing the session
 * and their basket with it. A real token service allows the same short reuse window.
 */
export const REFRESH_REUSE_GRACE_S = 30;

/** The key that seals a spent refresh token's successor pair: only the spent token gives it. */
async function successorKey(token: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`successor:${token}`));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function sealPair(token: string, pair: TokenPair): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await successorKey(token), new TextEncoder().encode(JSON.stringify(pair))));
  return btoa(String.fromCharCode(...iv, ...sealed));
}

async function unsealPair(token: string, sealed: string): Promise<TokenPair> {
  const bytes = Uint8Array.from(atob(sealed), (char) => char.charCodeAt(0));
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await successorKey(token), bytes.slice(12));
  return JSON.parse(new TextDecoder().decode(plain)) as TokenPair;
}

async function consumerByNo(db: D1Database, consumerNo: string): Promise<Consumer | undefined> {
  const row = await db.prepare('SELECT consumer_no, type FROM consumers WHERE consumer_no = ?').bind(consumerNo).first<{ consumer_no: string; type: Auth['type'] }>();
  return row ? { consumerNo: row.consumer_no, type: row.type } : undefined;
}

/**
 * Spends a refresh token for a new pair. The token is revoked, its successor remembered and the
 * new pair stored in one batch, so of two racing refreshes exactly one rotates; the other, and any
 * reuse within the grace window, gets that same pair while its refresh token is still unspent.
 * Later, a spent token buys nothing: a stolen one stops working once its owner refreshes.
 */
export async function refreshTokens(db: D1Database, token: string, now = Date.now()): Promise<{ consumer: Consumer; tokens: TokenPair } | undefined> {
  const hash = await hashOf(token);
  const pair = newPair();
  const sealed = await sealPair(token, pair);
  const [rotated] = await db.batch([
    db
      .prepare("UPDATE auth_tokens SET revoked = 1, rotated_at = ?, successor_hash = ?, successor = ? WHERE token_hash = ? AND kind = 'refresh' AND revoked = 0 AND expires_at > ? RETURNING consumer_no")
      .bind(now, await hashOf(pair.refreshToken), sealed, hash, now),
    // Stored only when this call's rotation won: the row then carries this call's sealed pair.
    ...(await pairRows(db, pair, 'FROM auth_tokens WHERE token_hash = ? AND successor = ?', [hash, sealed], now)),
  ]);
  const winner = (rotated?.results[0] as { consumer_no?: string } | undefined)?.consumer_no;
  if (winner) {
    const consumer = await consumerByNo(db, winner);
    return consumer && { consumer, tokens: pair };
  }
  const spent = await db
    .prepare(
      `SELECT t.consumer_no, t.rotated_at, t.successor FROM auth_tokens t JOIN auth_tokens s ON s.token_hash = t.successor_hash
        WHERE t.token_hash = ? AND t.kind = 'refresh' AND t.rotated_at > ? AND s.revoked = 0 AND s.expires_at > ?`,
    )
    .bind(hash, now - REFRESH_REUSE_GRACE_S * 1000, now)
    .first<{ consumer_no: string; rotated_at: number; successor: string }>();
  if (!spent) return undefined;
  const consumer = await consumerByNo(db, spent.consumer_no);
  if (!consumer) return undefined;
  const successor = await unsealPair(token, spent.successor);
  const elapsed = Math.floor((now - spent.rotated_at) / 1000);
  return { consumer, tokens: { ...successor, expiresIn: successor.expiresIn - elapsed, refreshExpiresIn: successor.refreshExpiresIn - elapsed } };
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The consumer behind a call's access token, or the 401 a missing, unknown, expired or revoked
 * token gets (the caller refreshes on it and replays the call).
 */
export async function authenticate(request: IRequest, env: Env): Promise<Consumer | Response> {
  const token = bearerToken(request);
  if (!token) return unauthorized(request);
  await ensureDatabase(env.DB);
  return (await consumerOfToken(env.DB, token, 'access')) ?? unauthorized(request);
}

/** The access token a call carries, if well formed. */
export const bearerToken = (request: IRequest): string | undefined => BEARER.exec(request.headers.get('authorization') ?? '')?.[1];

/** The 401 for a missing, unknown, expired or revoked access token. */
export const unauthorized = (request: IRequest): Response => errorResponse(request, 401, 'AUT432', 'Authorization failed');
