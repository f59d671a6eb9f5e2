import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { CSP_REPORT_LIMIT } from '../../worker/routes/csp-reports';
import { ORIGIN, shopper, type Shopper } from './helpers';

// What a page's Content-Security-Policy refuses reaches the worker as a report and leaves one
// structured log line per violation, without anything of the shopper's that a URL may carry.

const report = (browser: Shopper, type: string, body: unknown) =>
  browser.fetch('/csp-reports', { method: 'POST', headers: { origin: ORIGIN, 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const violationLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"msg":"csp-violation"')).map((line) => JSON.parse(line) as Record<string, unknown>);

const SKIMMER = {
  documentURL: 'https://shop.ridgeline.test/en-us/checkout/billing?email=alex.morgan%40example.com#card',
  blockedURL: 'https://cdn.skimmer.example/collect.js?k=1',
  effectiveDirective: 'script-src-elem',
  disposition: 'enforce',
  sourceFile: 'https://shop.ridgeline.test/assets/app-abc.js',
  lineNumber: 12,
  columnNumber: 7,
  sample: '',
  statusCode: 200,
};

afterEach(() => vi.restoreAllMocks());

describe('the policy tells the browser where to report', () => {
  it('names the report endpoint on every answer, through the Reporting API and report-uri', async () => {
    const page = await shopper().fetch('/robots.txt');
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/csp-reports"');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('report-to csp');
    expect(policy).toContain('report-uri /csp-reports');
  });
});

describe('POST /csp-reports', () => {
  it("logs a Reporting API batch's violations, one line each, without the page's query or fragment, and skips other report types", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const answer = await report(shopper(), 'application/reports+json', [
      { type: 'csp-violation', age: 10, url: SKIMMER.documentURL, user_agent: 'Chromium', body: SKIMMER },
      { type: 'deprecation', age: 3, url: SKIMMER.documentURL, body: { id: 'x' } },
    ]);
    expect(answer.status).toBe(204);
    const lines = violationLines(log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      document: 'https://shop.ridgeline.test/en-us/checkout/billing',
      blocked: 'https://cdn.skimmer.example/collect.js',
      directive: 'script-src-elem',
      disposition: 'enforce',
      source: 'https://shop.ridgeline.test/assets/app-abc.js',
      line: 12,
      column: 7,
    });
    expect(JSON.stringify(lines)).not.toContain('alex.morgan');
  });

  it("logs the older report-uri shape, keeping a keyword such as 'inline' for what was blocked", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const answer = await report(shopper(), 'application/csp-report', {
      'csp-report': { 'document-uri': 'https://shop.ridgeline.test/en-us/cart?token=secret', 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem', 'script-sample': 'alert(document.cookie)'.repeat(5) },
    });
    expect(answer.status).toBe(204);
    const [line] = violationLines(log);
    expect(line).toMatchObject({ document: 'https://shop.ridgeline.test/en-us/cart', blocked: 'inline', directive: 'script-src-elem' });
    // A sample is bounded: a page cannot write what it likes into the logs through it.
    expect(String(line!.sample).length).toBeLessThanOrEqual(40);
  });

  it('refuses what is not a report with a catalogue error, and logs nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const browser = shopper();
    for (const [type, body, status] of [
      ['text/plain', 'hello', 415],
      ['application/csp-report', '{not json', 400],
      ['application/csp-report', { report: {} }, 400],
      ['application/reports+json', { type: 'csp-violation' }, 400],
      ['application/reports+json', 'x'.repeat(17 * 1024), 413],
    ] as const) {
      const answer = await report(browser, type, body);
      const text = await answer.text();
      expect(answer.status, text).toBe(status);
      expect(ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!.errorId).toMatch(/^API4/);
    }
    expect(violationLines(log)).toHaveLength(0);
  });

  it('answers 429 with Retry-After once a client sends more than a few pages of reports a minute', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const browser = shopper();
    const batch = [{ type: 'csp-violation', body: SKIMMER }];
    for (let sent = 0; sent < CSP_REPORT_LIMIT.limit; sent++) expect((await report(browser, 'application/reports+json', batch)).status).toBe(204);
    const limited = await report(browser, 'application/reports+json', batch);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await report(shopper(), 'application/reports+json', batch)).status).toBe(204);
  });
});
