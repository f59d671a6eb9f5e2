import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSite } from '../../shared/site';
import { VISITOR_COUNTRY_KEY } from '../persistence';
import { locationOffer } from './visitor-location';

afterEach(() => vi.unstubAllGlobals());

const US = getSite('en-us')!;
const GERMANY = { country: 'DE', sites: [{ locale: 'de-de', prompt: 'Es sieht so aus, als wären Sie in Deutschland. Möchten Sie zu Ridgeline Deutschland wechseln?' }] };

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

function answering(body: unknown) {
  const fetcher = vi.fn(async (_url: string) => Response.json(body));
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

describe('locationOffer', () => {
  it('asks the worker, offers the visitor’s country’s site with its own-language question, and keeps the country for the tab', async () => {
    const fetcher = answering(GERMANY);
    const store = memoryStorage();
    const offer = await locationOffer(US, '', '', store);
    expect(fetcher.mock.calls[0]![0]).toBe('/fapi/location');
    expect(offer).toEqual({ country: 'DE', sites: [getSite('de-de')], prompts: { 'de-de': GERMANY.sites[0]!.prompt } });
    expect(store.values.get(VISITOR_COUNTRY_KEY)).toBe('DE');
  });

  it('settles a visitor known to be on their own country’s site, or nowhere known, without a request', async () => {
    const fetcher = answering(GERMANY);
    expect(await locationOffer(US, '', '', memoryStorage({ [VISITOR_COUNTRY_KEY]: 'US' }))).toBeNull();
    expect(await locationOffer(US, '', '', memoryStorage({ [VISITOR_COUNTRY_KEY]: '' }))).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('does not ask, nor the worker, a visitor who answered before', async () => {
    const fetcher = answering(GERMANY);
    expect(await locationOffer(US, '', 'rl_consent=1; rl_location=DE:en-us', memoryStorage())).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('passes the page’s country override on and does not keep what it answered', async () => {
    const fetcher = answering({ country: 'NO', sites: [{ locale: 'nb-no', prompt: 'Det ser ut som du er i Norge. Vil du gå til Ridgeline Norge?' }] });
    const store = memoryStorage({ [VISITOR_COUNTRY_KEY]: 'US' });
    const offer = await locationOffer(US, '?country=NO&x=1', '', store);
    expect(fetcher.mock.calls[0]![0]).toBe('/fapi/location?country=NO');
    expect(offer?.sites.map((site) => site.locale)).toEqual(['nb-no']);
    expect(store.values.get(VISITOR_COUNTRY_KEY)).toBe('US');
  });

  it('offers nothing when the worker fails or answers something else', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })));
    expect(await locationOffer(US, '', '', memoryStorage())).toBeNull();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering({ country: 'DE', sites: [{ locale: 'de-de', prompt: 42 }] });
    expect(await locationOffer(US, '', '', memoryStorage())).toBeNull();
  });
});
