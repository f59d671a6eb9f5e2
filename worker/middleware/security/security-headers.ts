import type { Context } from 'hono';
import { secureHeaders, NONCE } from 'hono/secure-headers';
import type { AppEnv } from '../../app-env';
import { hostedFieldsOrigin } from '../../payments';

export const CSP_REPORT_PATH = '/csp-reports';
const CSP_REPORT_GROUP = 'csp';

/** Frames: the payment provider's hosted card fields and nothing else. */
const frameSource = (c: Context) => hostedFieldsOrigin((c as Context<AppEnv>).env, new URL(c.req.url)) ?? "'none'";

/**
 * Security headers for every response. Scripts run only with this response's
 * nonce ('strict-dynamic' lets the nonce'd entry load its own chunks).
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
      styleSrc: ["'self'"],
      // Swatch colours and image aspect ratios are inline style attributes.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      // The video block's hosted player streams from its CDN.
      mediaSrc: ["'self'", 'https://res.cloudinary.com'],
      connectSrc: ["'self'"],
      frameSrc: [frameSource],
      fontSrc: ["'self'"],
      // The shop's own service worker script and web manifest, and nothing else ('strict-dynamic'
      // in script-src would otherwise leave the worker to the script rules).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // What the policy refuses is reported (worker/routes/csp-reports.ts): through the Reporting
      // API where the browser has it, else the older report-uri.
      reportTo: CSP_REPORT_GROUP,
      reportUri: [CSP_REPORT_PATH],
    },
    reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: CSP_REPORT_PATH }],
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: ['self'],
      payment: ['self'],
    },
  });
