import { env, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';

export const ORIGIN = 'https://shop.ridgeline.test';

/** Fetches through the storefront with the real bindings (and the mocks worker behind MOCKS). */
export async function request(path: string, init?: RequestInit, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...(env as unknown as Env), ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
  /** When the call was made (performance.now()). */
  at: number;
}

/** The upstream path of the token call. */
export const TOKEN_PATH = '/token/v2/auth/token';

/**
 * A MOCKS binding that records each upstream call and then forwards it to the real mocks worker;
 * the token call answers `tokenStatuses` in turn first (an error of that status), then the real service again.
 */
export function recordingMocks(...tokenStatuses: number[]): { binding: Fetcher; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const real = (env as unknown as Env).MOCKS;
  const binding = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const upstreamRequest = new Request(input as RequestInfo, init);
      const body = upstreamRequest.method === 'GET' ? '' : await upstreamRequest.clone().text();
      const url = new URL(upstreamRequest.url);
      calls.push({ url, method: upstreamRequest.method, headers: upstreamRequest.headers, body, at: performance.now() });
      const status = url.pathname === TOKEN_PATH ? tokenStatuses.shift() : undefined;
      if (status !== undefined) return Response.json({ errorDetails: [{ errorId: `T${status}`, message: 'scripted' }], appId: 'mocks', correlationId: 'c' }, { status });
      return real.fetch(upstreamRequest);
    },
  } as unknown as Fetcher;
  return { binding, calls };
}

/** The first errorId of an answer in the error catalogue's shape (which it must be). */
export async function errorIdOf(response: Response): Promise<string | undefined> {
  return ErrorResponseSchema.parse(await response.json()).errorDetails[0]?.errorId;
}

export function nonceOf(response: Response): string {
  const csp = response.headers.get('content-security-policy') ?? '';
  const match = /'nonce-([^']+)'/.exec(csp);
  if (!match?.[1]) throw new Error(`no nonce in CSP: ${csp}`);
  return match[1];
}

/** Every <script> start tag in a document. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

/** The performance beacon's log lines among a console.log spy's calls. */
export function performanceLines(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"msg":"performance"'));
}

/** A client address of its own (RFC 2544 benchmarking range), so per-address limits count each test shopper apart. */
export function testAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + (byte() % 2)}.${byte()}.${byte()}`;
}

export interface Shopper {
  /** Cookie name → value, as the browser holds them. */
  cookies: Map<string, string>;
  /** Each Set-Cookie line the storefront sent, in order. */
  setCookies: string[];
  fetch(path: string, init?: RequestInit, overrides?: Partial<Env>): Promise<Response>;
}

/** A browser with a cookie jar and its own address: sends the cookies it was given, keeps what it is set. */
export function shopper(initial: Record<string, string> = {}, address = testAddress()): Shopper {
  const cookies = new Map(Object.entries(initial));
  const setCookies: string[] = [];
  return {
    cookies,
    setCookies,
    async fetch(path, init = {}, overrides = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', address);
      if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
      const response = await request(path, { ...init, headers }, overrides);
      for (const line of response.headers.getSetCookie()) {
        setCookies.push(line);
        const [pair = ''] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value === '' || /;\s*max-age=0\b/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
}

/**
 * A rate limiter that allows everything: for tests whose subject is something else (isolation
 * under many concurrent writes) and that would otherwise spend a limit. The limits have their own
 * tests (rate-limits.test.ts).
 */
export const UNLIMITED: Partial<Env> = {
  RATE_LIMITER: {
    idFromName: (name: string) => name,
    get: () => ({ attempt: async () => ({ allowed: true, retryAfterSeconds: 0 }), reset: async () => undefined }),
  } as unknown as Env['RATE_LIMITER'],
};
