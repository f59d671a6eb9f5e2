import { env, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';

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
}

/** A MOCKS binding that records each upstream call and then forwards it to the real mocks worker. */
export function recordingMocks(): { binding: Fetcher; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const real = (env as unknown as Env).MOCKS;
  const binding = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const upstreamRequest = new Request(input as RequestInfo, init);
      const body = upstreamRequest.method === 'GET' ? '' : await upstreamRequest.clone().text();
      calls.push({ url: new URL(upstreamRequest.url), method: upstreamRequest.method, headers: upstreamRequest.headers, body });
      return real.fetch(upstreamRequest);
    },
  } as unknown as Fetcher;
  return { binding, calls };
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
