import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session';

const guest = { type: 'Guest', firstName: null, consumerType: null, employeeTermsAccepted: null, basketId: null, favoriteId: 'FAV1', saveForLaterId: null };

afterEach(() => vi.unstubAllGlobals());

describe('session store', () => {
  it('asks /fapi/session once per page and keeps the summary', async () => {
    const fetcher = vi.fn(async () => Response.json(guest));
    vi.stubGlobal('fetch', fetcher);
    const store = createSessionStore();
    expect(store.summary.value).toBeNull();
    await Promise.all([store.load(), store.load()]);
    expect(store.summary.value).toEqual(guest);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toMatchObject(['/fapi/session', { method: 'GET', credentials: 'same-origin' }]);
    store.invalidate();
    await store.load();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer that is not a summary and asks again next time', async () => {
    const fetcher = vi.fn(async () => Response.json({ accessToken: 'x' }));
    vi.stubGlobal('fetch', fetcher);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createSessionStore();
    expect(await store.load()).toBeNull();
    expect(store.summary.value).toBeNull();
    await store.load();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
