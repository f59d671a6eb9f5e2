import { mulberry32 } from '../../mocks/data/prng';
import { bodyOf, describeRequest, familyOf, fuzzRequest, problemWith, SEED } from './fuzz-requests';

/*
 * `npm run fuzz`: sends the fuzz's hostile requests to a running shop (scripts/fuzz.mjs starts one on
 * loopback) and reports, by route family, how many answered 5xx (the goal is none) and how many
 * JSON errors were not in the catalogue shape. Exit status 1 when any did.
 */

interface Tally {
  sent: number;
  serverErrors: number;
  offShape: number;
  clientErrors: number;
}

export async function runFuzz(origin: string, count: number, concurrency: number, seed = SEED): Promise<boolean> {
  const random = mulberry32(seed);
  const requests = Array.from({ length: count }, () => fuzzRequest(random));
  const tallies = new Map<string, Tally>();
  const problems: string[] = [];
  let next = 0;
  const started = Date.now();

  async function worker(): Promise<void> {
    while (next < requests.length) {
      const index = next++;
      const fuzz = requests[index]!;
      const family = familyOf(fuzz.url);
      const tally = tallies.get(family) ?? { sent: 0, serverErrors: 0, offShape: 0, clientErrors: 0 };
      tallies.set(family, tally);
      tally.sent++;
      const body = bodyOf(fuzz);
      let status: number;
      let text: string;
      try {
        const response = await fetch(`${origin}${fuzz.url}`, {
          method: fuzz.method,
          // A browser's writes carry the page's origin; without it the same-origin guard answers first.
          headers: { origin, ...fuzz.headers },
          redirect: 'manual',
          ...(body !== undefined ? { body, duplex: 'half' } : {}),
        } as RequestInit);
        status = response.status;
        text = await response.text();
      } catch (error) {
        // Node refuses to send some hostile URLs at all: nothing reached the shop.
        if (error instanceof TypeError && /Invalid URL|invalid/i.test(String(error.message))) continue;
        status = 599;
        text = `connection failed: ${String(error)}`;
      }
      if (status >= 400 && status < 500) tally.clientErrors++;
      const problem = problemWith(fuzz, status, text, origin);
      if (!problem) continue;
      if (status >= 500) tally.serverErrors++;
      else tally.offShape++;
      problems.push(`#${index} ${describeRequest(fuzz)} → ${problem}`);
    }
  }

  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(`fuzz: ${count} requests, seed ${seed.toString(16)}, ${concurrency} at a time, ${seconds.toFixed(0)} s (${(count / seconds).toFixed(0)} req/s)`);
  console.log(`${'route family'.padEnd(22)} ${'sent'.padStart(6)} ${'4xx'.padStart(6)} ${'5xx'.padStart(5)} ${'off-shape 4xx'.padStart(14)}`);
  for (const [family, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${family.padEnd(22)} ${String(tally.sent).padStart(6)} ${String(tally.clientErrors).padStart(6)} ${String(tally.serverErrors).padStart(5)} ${String(tally.offShape).padStart(14)}`);
  }
  const total = [...tallies.values()].reduce((sum, tally) => ({ serverErrors: sum.serverErrors + tally.serverErrors, offShape: sum.offShape + tally.offShape }), { serverErrors: 0, offShape: 0 });
  console.log(`total: ${total.serverErrors} answered 5xx, ${total.offShape} JSON errors off the catalogue shape`);
  for (const problem of problems.slice(0, 30)) console.log(`  ${problem}`);
  return problems.length === 0;
}
