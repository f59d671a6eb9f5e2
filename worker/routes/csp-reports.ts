import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors/api-error';
import { rateLimit } from '../middleware/rate-limit';
import { BodyTooLarge, readBody } from './read-body';

/*
 * POST /csp-reports — where browsers report what the page's Content-Security-Policy refused: the
 * record the payment pages need of any script, frame or connection that was not ours (card-data
 * skimmers arrive as exactly that). Browsers send two shapes: the Reporting API's batch
 * (`application/reports+json`, an array of `{ type: 'csp-violation', body }`, through the policy's
 * `report-to`) and the older single report (`application/csp-report`, `{ 'csp-report': {...} }`,
 * through `report-uri`). Each violation becomes one structured log line; the answer is always
 * empty, since a browser does nothing with it.
 *
 * A report is written by the page, so anything in it may be forged: fields are bounded, URLs lose
 * their query and fragment (which can carry a shopper's email or a token), and the route is rate
 * limited per client, so a script cannot flood the logs.
 */

const MAX_BODY_BYTES = 16 * 1024;
/** A few pages' worth of reports a minute: a page that violates its policy reports once per refusal. */
export const CSP_REPORT_LIMIT = { name: 'csp-reports', limit: 40, windowSeconds: 60 } as const;

const text = (max: number) => z.string().max(4096).transform((value) => value.slice(0, max));
const count = z.number().int().nonnegative().max(1e7);

/** One violation as either shape names its fields (the Reporting API in camelCase, report-uri in kebab-case). */
const ViolationBody = z.looseObject({
  documentURL: text(2048).optional(),
  'document-uri': text(2048).optional(),
  blockedURL: text(2048).optional(),
  'blocked-uri': text(2048).optional(),
  effectiveDirective: text(64).optional(),
  'effective-directive': text(64).optional(),
  'violated-directive': text(64).optional(),
  disposition: z.enum(['enforce', 'report']).optional(),
  sourceFile: text(2048).optional(),
  'source-file': text(2048).optional(),
  lineNumber: count.optional(),
  'line-number': count.optional(),
  columnNumber: count.optional(),
  'column-number': count.optional(),
  sample: text(40).optional(),
  'script-sample': text(40).optional(),
});

const ReportingApiBatch = z
  .array(z.looseObject({ type: z.string().max(64), body: z.unknown() }))
  .max(100);
const LegacyReport = z.object({ 'csp-report': ViolationBody });

export interface Violation {
  document: string | null;
  blocked: string | null;
  directive: string | null;
  disposition: 'enforce' | 'report';
  source: string | null;
  line: number | null;
  column: number | null;
  sample: string | null;
}

/**
 * A URL without what it may carry about the shopper. `inline`, `eval` and the like are keywords
 * the browser writes for what was blocked, not URLs, and are kept as they are.
 */
export function withoutPersonalParts(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol.replace(/:$/, '');
  } catch {
    return /^[a-z-]{1,32}$/i.test(value) ? value : null;
  }
}

function violationOf(body: z.infer<typeof ViolationBody>): Violation {
  return {
    document: withoutPersonalParts(body.documentURL ?? body['document-uri']),
    blocked: withoutPersonalParts(body.blockedURL ?? body['blocked-uri']),
    directive: body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive'] ?? null,
    disposition: body.disposition ?? 'enforce',
    source: withoutPersonalParts(body.sourceFile ?? body['source-file']),
    line: body.lineNumber ?? body['line-number'] ?? null,
    column: body.columnNumber ?? body['column-number'] ?? null,
    sample: body.sample ?? body['script-sample'] ?? null,
  };
}

/** The violations in a report body of either shape; null when it is neither. Other report types in a batch are skipped. */
export function violationsIn(contentType: string, raw: unknown): Violation[] | null {
  if (/^application\/reports\+json\b/i.test(contentType)) {
    const batch = ReportingApiBatch.safeParse(raw);
    if (!batch.success) return null;
    return batch.data.flatMap((report) => {
      if (report.type !== 'csp-violation') return [];
      const body = ViolationBody.safeParse(report.body);
      return body.success ? [violationOf(body.data)] : [];
    });
  }
  const legacy = LegacyReport.safeParse(raw);
  return legacy.success ? [violationOf(legacy.data['csp-report'])] : null;
}

const ACCEPTED_TYPES = /^application\/(reports\+json|csp-report|json)\b/i;

export const cspReportRoutes = new Hono<AppEnv>().post('/', rateLimit(CSP_REPORT_LIMIT), async (c) => {
  const contentType = c.req.header('content-type') ?? '';
  if (!ACCEPTED_TYPES.test(contentType)) return apiError(c, 'API415', 'Content type must be application/reports+json or application/csp-report');
  let raw: unknown;
  try {
    raw = JSON.parse(await readBody(c.req.raw, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiError(c, 413, 'API400', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
    return apiError(c, 400, 'API400', 'A report is JSON');
  }
  const violations = violationsIn(contentType, raw);
  if (!violations) return apiError(c, 400, 'API400', 'Not a Content-Security-Policy report');
  const correlationId = c.get('requestContext').correlationId;
  for (const violation of violations) console.log(JSON.stringify({ msg: 'csp-violation', ...violation, correlationId }));
  return c.body(null, 204);
});
