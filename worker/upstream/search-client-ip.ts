/**
 * The search page sends a fake IP only on pre-production hosts, so
 * the search backend's geo and bot rules see a stable client there. A
 * documentation address (RFC 5737 TEST-NET-1) can never be a real shopper.
 */
export const PREPRODUCTION_CLIENT_IP = '192.0.2.10';
const FAKE_IP_HEADERS = { 'x-forwarded-for': PREPRODUCTION_CLIENT_IP, 'true-client-ip': PREPRODUCTION_CLIENT_IP } as const;

/** The headers a catalogue entry marked `searchClientIp` adds: the fake IP on a pre-production host, nothing in production. */
export function searchClientIpHeaders(preProduction: boolean): Readonly<Record<string, string>> {
  return preProduction ? FAKE_IP_HEADERS : {};
}
