import { api } from '../../../shared/api';
import * as z from 'zod';
import type { Upstream } from '../../upstream/endpoints';
import { signJson, verifyJson } from '../../signing';
import type { Datafile } from './datafile';

/*
 * Customer-data (ODP) audience segments: POST {host}/v3/graphql with
 * x-api-key, asking which of the datafile's 'qualified' segments this visitor
 * is in (a segment whose state is 'qualified' counts as in). Called only
 * with targeting consent (C0004). Failures are logged and count as no
 * segments, so the page renders with the non-segment rules.
 *
 * Answers are kept 600 s per visitor, in a signed HttpOnly cookie
 * rather than the SDK's in-memory LRU of 100 entries: an isolate must not
 * hold one shopper's data, and the cookie costs the page no lookup at all
 * (a Cache API read on every page cost more than the decision itself). It
 * names the visitor id and the segments asked, so a new id or a datafile
 * that asks about other segments asks again.
 */

export const SEGMENT_CACHE_SECONDS = 600;
export const SEGMENTS_COOKIE = 'rl_seg';

const SegmentsCookieSchema = z.object({
  /** The visitor id the answer is about. */
  v: z.string().min(1).max(64),
  /** The segments asked, sorted. */
  a: z.array(z.string().max(128)).max(50),
  /** The qualified ones. */
  q: z.array(z.string().max(128)).max(50),
  exp: z.number().int().positive(),
});

// The vendor's query; the user key follows the id type (vuid or fs_user_id).
function segmentQuery(userKey: 'vuid' | 'fs_user_id'): string {
  return `query($userId: String, $audiences: [String]) {customer(${userKey}: $userId) {audiences(subset: $audiences) {edges {node {name state}}}}}`;
}

const OdpIntegrationSchema = z.object({ key: z.literal('odp'), host: z.url({ protocol: /^https$/ }), publicKey: z.string().min(1) });
export type OdpIntegration = z.infer<typeof OdpIntegrationSchema>;

export const SegmentResponseSchema = z.object({
  data: z
    .object({
      customer: z
        .object({ audiences: z.object({ edges: z.array(z.object({ node: z.object({ name: z.string(), state: z.string() }) })) }) })
        .nullable(),
    })
    .nullable()
    .optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

function findOdpIntegration(datafile: Datafile): OdpIntegration | null {
  for (const integration of datafile.integrations) {
    const parsed = OdpIntegrationSchema.safeParse(integration);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** Every segment a 'qualified' audience condition names, sorted: what is worth asking about. */
function findSegments(datafile: Datafile): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node === 'string' && node.startsWith('[')) {
      try {
        return visit(JSON.parse(node));
      } catch {
        return;
      }
    }
    if (typeof node !== 'object' || node === null) return;
    const leaf = node as { type?: unknown; match?: unknown; value?: unknown };
    if (leaf.type === 'third_party_dimension' && leaf.match === 'qualified' && typeof leaf.value === 'string') found.add(leaf.value);
  };
  const typed = (datafile as { typedAudiences?: unknown }).typedAudiences;
  for (const audience of [...datafile.audiences, ...(Array.isArray(typed) ? typed : [])]) visit((audience as { conditions?: unknown }).conditions);
  return [...found].sort();
}

// What a datafile says about customer data, worked out once per datafile object (one per
// revision per isolate): shared project data, the same for every visitor.
const derived = new WeakMap<Datafile, { integration: OdpIntegration | null; segments: string[] }>();

function odpConfig(datafile: Datafile): { integration: OdpIntegration | null; segments: string[] } {
  let config = derived.get(datafile);
  if (!config) {
    config = { integration: findOdpIntegration(datafile), segments: findSegments(datafile) };
    derived.set(datafile, config);
  }
  return config;
}

/** The datafile's ODP integration, or null: then no segments are asked for. */
export const odpIntegration = (datafile: Datafile): OdpIntegration | null => odpConfig(datafile).integration;
/** The segments the datafile's audiences depend on, sorted. */
export const segmentsToCheck = (datafile: Datafile): string[] => odpConfig(datafile).segments;

export interface SegmentRequest {
  upstream: Upstream;
  integration: OdpIntegration;
  visitorId: string;
  segments: string[];
  timeoutMs: number;
}

/** The answer the visitor's cookie remembers, when it is about this visitor and these segments and still fresh. */
export async function rememberedSegments(secret: string, cookie: string | undefined, visitorId: string, segments: string[], now = Date.now()): Promise<string[] | null> {
  const remembered = await verifyJson(secret, cookie, SegmentsCookieSchema);
  if (!remembered || remembered.v !== visitorId || remembered.exp <= now || remembered.a.join() !== segments.join()) return null;
  return remembered.q;
}

/** The cookie value that remembers an answer for SEGMENT_CACHE_SECONDS. */
export function segmentsCookieValue(secret: string, visitorId: string, segments: string[], qualified: string[], now = Date.now()): Promise<string> {
  return signJson(secret, { v: visitorId, a: segments, q: qualified, exp: now + SEGMENT_CACHE_SECONDS * 1000 });
}

/** The visitor's qualified segments from the platform; null when the call fails or runs out of time. */
export async function qualifiedSegments(request: SegmentRequest): Promise<string[] | null> {
  if (request.segments.length === 0) return [];
  const body = JSON.stringify({ query: segmentQuery(request.visitorId.startsWith('vuid_') ? 'vuid' : 'fs_user_id'), variables: { userId: request.visitorId, audiences: request.segments } });
  const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': request.integration.publicKey }, body, signal: AbortSignal.timeout(request.timeoutMs) };
  try {
    const path = api.experiments.audiences.path;
    const response = request.upstream.mocked ? await request.upstream.fetch(path, init) : await fetch(`${request.integration.host.replace(/\/+$/, '')}${path}`, init);
    const parsed = SegmentResponseSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success || parsed.data.errors?.length || !parsed.data.data?.customer) {
      const reason = parsed.success ? (parsed.data.errors?.[0]?.message ?? `status ${response.status}`) : 'invalid response';
      console.error(JSON.stringify({ msg: 'experiments: segment fetch failed', error: reason }));
      return null;
    }
    return parsed.data.data.customer.audiences.edges.filter((edge) => edge.node.state === 'qualified').map((edge) => edge.node.name);
  } catch (error) {
    console.error(JSON.stringify({ msg: 'experiments: segment fetch failed', error: String(error) }));
    return null;
  }
}
