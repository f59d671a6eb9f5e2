import { z } from 'zod';
import type { Upstream } from '../services/upstream/endpoints';
import type { Datafile } from './datafile';

/*
 * Customer-data (ODP) audience segments (spec §7): POST {host}/v3/graphql with
 * x-api-key, asking which of the datafile's 'qualified' segments this visitor
 * is in (spec §3 Segment response: state 'qualified' means in). Called only
 * with targeting consent (C0004). Answers are cached 600 s per visitor (spec §9)
 * in the Cache API rather than the SDK's in-memory LRU of 100, because an
 * isolate must not hold one shopper's data. Failures are logged and count as
 * no segments, so the page renders with the non-segment rules.
 */

export const SEGMENT_CACHE_SECONDS = 600;
const CACHE_ORIGIN = 'https://odp-segments.ridgeline.internal';

// The vendor's query; the user key follows the id type (spec §7: vuid or fs_user_id).
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

export function odpIntegration(datafile: Datafile): OdpIntegration | null {
  for (const integration of datafile.integrations) {
    const parsed = OdpIntegrationSchema.safeParse(integration);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** Every segment a 'qualified' audience condition names, sorted: what is worth asking about. */
export function segmentsToCheck(datafile: Datafile): string[] {
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

export interface SegmentRequest {
  upstream: Upstream;
  integration: OdpIntegration;
  projectId: string;
  visitorId: string;
  segments: string[];
  timeoutMs: number;
  cache: Cache | null;
  waitUntil(promise: Promise<unknown>): void;
}

function cacheRequest(request: SegmentRequest): Request {
  const query = new URLSearchParams({ segments: request.segments.join(',') });
  return new Request(`${CACHE_ORIGIN}/${encodeURIComponent(request.projectId)}/${encodeURIComponent(request.visitorId)}?${query}`);
}

/** The visitor's qualified segments; [] when there is nothing to ask, or the call fails or runs out of time. */
export async function qualifiedSegments(request: SegmentRequest): Promise<string[]> {
  if (request.segments.length === 0) return [];
  const key = cacheRequest(request);
  const cached = await request.cache?.match(key).catch(() => undefined);
  if (cached) return z.array(z.string()).catch([]).parse(await cached.json().catch(() => []));

  const body = JSON.stringify({ query: segmentQuery(request.visitorId.startsWith('vuid_') ? 'vuid' : 'fs_user_id'), variables: { userId: request.visitorId, audiences: request.segments } });
  const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': request.integration.publicKey }, body, signal: AbortSignal.timeout(request.timeoutMs) };
  try {
    const response = request.upstream.mocked ? await request.upstream.fetch('/v3/graphql', init) : await fetch(`${request.integration.host.replace(/\/+$/, '')}/v3/graphql`, init);
    const parsed = SegmentResponseSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success || parsed.data.errors?.length || !parsed.data.data?.customer) {
      const reason = parsed.success ? (parsed.data.errors?.[0]?.message ?? `status ${response.status}`) : 'invalid response';
      console.error(JSON.stringify({ msg: 'experiments: segment fetch failed', error: reason }));
      return [];
    }
    const qualified = parsed.data.data.customer.audiences.edges.filter((edge) => edge.node.state === 'qualified').map((edge) => edge.node.name);
    if (request.cache) {
      const entry = new Response(JSON.stringify(qualified), { headers: { 'content-type': 'application/json', 'cache-control': `max-age=${SEGMENT_CACHE_SECONDS}` } });
      request.waitUntil(request.cache.put(key, entry).catch(() => undefined));
    }
    return qualified;
  } catch (error) {
    console.error(JSON.stringify({ msg: 'experiments: segment fetch failed', error: String(error) }));
    return [];
  }
}
