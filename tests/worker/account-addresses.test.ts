import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { AddressListSchema, AddressRulesSchema, type AddressInput, type StoredAddress } from '../../shared/address/schemas/address';
import type { Env } from '../../worker/env';
import { errorIdOf, ORIGIN, shopper, type Shopper } from './helpers';
import { registeredShopper } from './registered';

const config = env as unknown as Env;
// Each test signs a fresh account in (two PBKDF2 hashings): slow on a busy machine, never stuck.
vi.setConfig({ testTimeout: 20_000 });
const ROUTE = '/fapi/account/addresses';

/** A registered account of its own, signed in: its address book starts empty. */
async function freshShopper(): Promise<Shopper> {
  const email = `addresses-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const created = await config.MOCKS.fetch('https://mocks.internal/__test/accounts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: SEEDED_PASSWORD }) });
  expect(created.status).toBe(200);
  return registeredShopper(email);
}

let street = 100;
/** A US address at a street number of its own, so no two are duplicates unless a test means them to be. */
function address(change: Partial<AddressInput> = {}): AddressInput & { addressLine1: string } {
  street += 1;
  return { approachType: 'S', firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: '(303) 555-0142', addressLine1: `${street} Pearl St`, city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US', ...change };
}

const write = (who: Shopper, method: string, path: string, body?: unknown) =>
  who.fetch(`${ROUTE}${path}`, { method, headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function book(response: Response): Promise<StoredAddress[]> {
  expect(response.status, await response.clone().text()).toBe(200);
  return AddressListSchema.parse(await response.json()).address;
}

const mains = (addresses: StoredAddress[]) => addresses.filter((entry) => entry.main).map((entry) => `${entry.approachType}:${entry.addressLine1}`).sort();

describe('address book main rules', () => {
  it('makes the first of each type main, puts new ones in front and moves main within a type only', async () => {
    const ada = await freshShopper();
    const first = address();
    let list = await book(await write(ada, 'POST', '', first));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ main: true, approachType: 'S', recipientFirstName: 'Ada', recipientContactPhone: '+13035550142', stateCityProvDept: 'CO' });

    const second = address();
    list = await book(await write(ada, 'POST', '', second));
    expect(list.map((entry) => entry.addressLine1)).toEqual([second.addressLine1, first.addressLine1]);
    expect(mains(list)).toEqual([`S:${first.addressLine1}`]);

    const billing = address({ approachType: 'B' });
    list = await book(await write(ada, 'POST', '', billing));
    expect(mains(list)).toEqual([`B:${billing.addressLine1}`, `S:${first.addressLine1}`]);

    // Setting the second shipping address main clears the first, and leaves billing alone.
    const secondId = list.find((entry) => entry.addressLine1 === second.addressLine1)!.id;
    list = await book(await write(ada, 'PUT', `/${secondId}`, { ...second, main: true }));
    expect(mains(list)).toEqual([`B:${billing.addressLine1}`, `S:${second.addressLine1}`]);

    // A new address asked to be main takes the flag at once.
    const third = address({ main: true });
    list = await book(await write(ada, 'POST', '', third));
    expect(mains(list)).toEqual([`B:${billing.addressLine1}`, `S:${third.addressLine1}`]);

    // The page and the read route list the same book.
    expect(await book(await ada.fetch(ROUTE))).toEqual(list);
    const page = await ada.fetch('/en-us/account/addresses');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    for (const entry of [first, second, third, billing]) expect(html).toContain(entry.addressLine1);
    expect(html).toContain('Main shipping address');
  });

  it('gives the newest of its type the main flag when the main shipping address is deleted', async () => {
    const ada = await freshShopper();
    const [older, newer] = [address(), address()];
    await book(await write(ada, 'POST', '', older));
    let list = await book(await write(ada, 'POST', '', newer));
    const olderId = list.find((entry) => entry.addressLine1 === older.addressLine1)!.id;
    list = await book(await write(ada, 'DELETE', `/${olderId}`));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ addressLine1: newer.addressLine1, main: true });
  });

  it('refuses to delete the main billing address while other billing addresses remain (PRO414), and lets the last one go', async () => {
    const ada = await freshShopper();
    const [main, other] = [address({ approachType: 'B' }), address({ approachType: 'B' })];
    await book(await write(ada, 'POST', '', main));
    let list = await book(await write(ada, 'POST', '', other));
    const mainId = list.find((entry) => entry.main)!.id;
    const otherId = list.find((entry) => !entry.main)!.id;

    const refused = await write(ada, 'DELETE', `/${mainId}`);
    expect(refused.status).toBe(409);
    expect(await errorIdOf(refused)).toBe('PRO414');
    expect(await book(await ada.fetch(ROUTE))).toHaveLength(2);

    list = await book(await write(ada, 'DELETE', `/${otherId}`));
    list = await book(await write(ada, 'DELETE', `/${mainId}`));
    expect(list).toEqual([]);
  });
});

describe('address book refusals', () => {
  it('refuses the same address twice in a type (CCA400), whatever its case and spacing', async () => {
    const ada = await freshShopper();
    const home = address();
    await book(await write(ada, 'POST', '', home));
    const again = await write(ada, 'POST', '', { ...home, addressLine1: `  ${home.addressLine1.toUpperCase()} `, email: 'other@example.com' });
    expect(again.status).toBe(409);
    expect(await errorIdOf(again)).toBe('CCA400');
    // As a billing address it is another entry.
    expect(await book(await write(ada, 'POST', '', { ...home, approachType: 'B' }))).toHaveLength(2);
    // An edit that would make one the copy of another is refused too.
    const other = address();
    const list = await book(await write(ada, 'POST', '', other));
    const otherId = list.find((entry) => entry.addressLine1 === other.addressLine1)!.id;
    const clash = await write(ada, 'PUT', `/${otherId}`, home);
    expect(await errorIdOf(clash)).toBe('CCA400');
  });

  it('answers CCA401 for an id that is unknown or another shopper’s, alike, and changes nothing of theirs', async () => {
    const [ada, ben] = await Promise.all([freshShopper(), freshShopper()]);
    const list = await book(await write(ada, 'POST', '', address()));
    const adaId = list[0]!.id;
    for (const [method, body] of [['PUT', address()], ['DELETE', undefined]] as const) {
      const theirs = await write(ben, method, `/${adaId}`, body);
      const unknown = await write(ben, method, '/AD0000000000000000', body);
      expect([theirs.status, await errorIdOf(theirs)]).toEqual([404, 'CCA401']);
      expect([unknown.status, await errorIdOf(unknown)]).toEqual([404, 'CCA401']);
    }
    expect(await book(await ada.fetch(ROUTE))).toEqual(list);
    expect(await book(await ben.fetch(ROUTE))).toEqual([]);
  });

  it.each([
    ['a Canadian postal code out of shape', { countryCode: 'CA', province: 'ON', postalCode: 'K1A 0B', phone: '613 555 0100' }, 'postalCode'],
    ['a state not in the list', { province: 'ZZ' }, 'province'],
    ['a North American phone starting with 1', { phone: '(103) 555-0142' }, 'phone'],
    ['a one-letter first name', { firstName: 'A' }, 'firstName'],
    ['a city over 30 characters', { city: 'x'.repeat(31) }, 'city'],
    ['a country we do not deliver to', { countryCode: 'ZZ' }, 'countryCode'],
  ])('refuses %s with API400 naming the field, storing nothing', async (_, change, field) => {
    const ada = await freshShopper();
    const refused = await write(ada, 'POST', '', address(change));
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errorDetails: { errorId: string; message: string }[] };
    expect(body.errorDetails[0]!.errorId).toBe('API400');
    expect(body.errorDetails[0]!.message).toMatch(new RegExp(`^${field}: `));
    expect(await book(await ada.fetch(ROUTE))).toEqual([]);
  });

  it('refuses a body that is not an address, a cross-site write and a caller who is not signed in', async () => {
    const ada = await freshShopper();
    const malformed = await ada.fetch(ROUTE, { method: 'POST', headers: { origin: ORIGIN }, body: '{"approachType":' });
    expect([malformed.status, await errorIdOf(malformed)]).toEqual([400, 'API400']);
    const crossSite = await ada.fetch(ROUTE, { method: 'POST', headers: { origin: 'https://evil.example' }, body: JSON.stringify(address()) });
    expect([crossSite.status, await errorIdOf(crossSite)]).toEqual([403, 'API403']);
    const anonymous = await write(shopper(), 'POST', '', address());
    expect([anonymous.status, await errorIdOf(anonymous)]).toEqual([401, 'AUT432']);
    expect(await book(await ada.fetch(ROUTE))).toEqual([]);
  });

  it('limits writes per client address (429 with Retry-After)', async () => {
    const caller = shopper();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) answers.push((await write(caller, 'DELETE', '/AD1')).status);
    expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
    const limited = await write(caller, 'DELETE', '/AD1');
    expect(limited.status).toBe(429);
    expect(await errorIdOf(limited)).toBe('API429');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('address rules route', () => {
  it('serves a country’s rules in the site’s language, shareable, and 404 for a country we do not deliver to', async () => {
    const response = await shopper().fetch('/fr-ca/fapi/account/addresses/rules/CA');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const rules = AddressRulesSchema.parse(await response.json());
    expect(rules.provinces?.find((province) => province.code === 'QC')?.name).toBe('Québec');
    expect(rules.fields.postalCode?.mask).toBe('AXA XAX');
    const english = AddressRulesSchema.parse(await (await shopper().fetch('/fapi/account/addresses/rules/CA?locale=en-ca')).json());
    expect(english.provinces?.find((province) => province.code === 'QC')?.name).toBe('Quebec');
    const unknown = await shopper().fetch('/fapi/account/addresses/rules/ZZ');
    expect([unknown.status, await errorIdOf(unknown)]).toEqual([404, 'API404']);
  });
});

describe('address book isolation', () => {
  it('never serves one shopper’s addresses to another under 50 concurrent rounds of reads and writes', async () => {
    const [ada, ben] = await Promise.all([freshShopper(), freshShopper()]);
    const owned = { ada: new Set<string>(), ben: new Set<string>() };
    const round = async (who: 'ada' | 'ben', index: number) => {
      // Each round from a client address of its own, as if from many devices: the write limit is per address, and this test is about whom an answer is for.
      const client = shopper(Object.fromEntries((who === 'ada' ? ada : ben).cookies));
      const lastName = who === 'ada' ? 'Okafor' : 'Berg';
      const written = await book(await write(client, 'POST', '', address({ lastName, addressLine1: `${index} ${who} Way` })));
      // Every round reads the book back; every tenth renders the page too (a whole server render is the costly read).
      const [read, page] = await Promise.all([client.fetch(ROUTE).then(book), index % 10 === 0 ? client.fetch('/en-us/account/addresses').then((response) => response.text()) : '']);
      for (const list of [written, read]) {
        for (const entry of list) owned[who].add(entry.id);
        expect(list.every((entry) => entry.recipientLastName === lastName)).toBe(true);
      }
      expect(page).not.toContain(who === 'ada' ? ' ben Way' : ' ada Way');
    };
    await Promise.all(Array.from({ length: 50 }, (_, index) => [round('ada', index), round('ben', index)]).flat());
    const [adaBook, benBook] = await Promise.all([ada.fetch(ROUTE).then(book), ben.fetch(ROUTE).then(book)]);
    expect(adaBook).toHaveLength(50);
    expect(benBook).toHaveLength(50);
    expect([...owned.ada].filter((id) => owned.ben.has(id))).toEqual([]);
    expect(mains(adaBook)).toHaveLength(1);
  }, 60_000);
});

describe('address book page', () => {
  it('renders the section’s error state, not a 500, when the book cannot be read', async () => {
    const ada = await freshShopper();
    const real = config.MOCKS;
    const failingProfile = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === '/consumers-v3/consumer') return Promise.resolve(Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'General error' }], appId: 'x', correlationId: 'x' }, { status: 503 }));
        return real.fetch(request);
      },
    } as unknown as Fetcher;
    const response = await ada.fetch('/en-us/account/addresses', {}, { MOCKS: failingProfile });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your addresses cannot be shown right now');
    expect(html).not.toContain('class="address-book');
  });
});
