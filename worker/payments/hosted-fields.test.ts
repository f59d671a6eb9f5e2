import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { hostedFieldsFrame, hostedFieldsOrigin, isMockProviderRequest } from './hosted-fields';

const development = { ENVIRONMENT: 'development' } as Env;

describe('hostedFieldsFrame', () => {
  it('frames the mock from the shop’s other loopback name in development', () => {
    expect(hostedFieldsFrame(development, new URL('http://127.0.0.1:8787/en-us/account/payment'), 'fr')).toEqual({
      origin: 'http://localhost:8787',
      src: 'http://localhost:8787/v1/hosted-fields?origin=http%3A%2F%2F127.0.0.1%3A8787&lang=fr',
    });
    expect(hostedFieldsOrigin(development, new URL('http://localhost:8915/en-us'))).toBe('http://127.0.0.1:8915');
  });

  it('frames nothing where the mock has no second origin: another host, or outside development', () => {
    expect(hostedFieldsFrame(development, new URL('https://shop.example/en-us'), 'en')).toBeNull();
    expect(hostedFieldsFrame({ ENVIRONMENT: 'production' } as Env, new URL('http://127.0.0.1:8787/en-us'), 'en')).toBeNull();
  });

  it('frames a configured provider from its own origin, base path kept', () => {
    const env = { UPSTREAM_PAYMENTS_URL: 'https://fields.pay.example/hosted/' } as Env;
    expect(hostedFieldsFrame(env, new URL('https://shop.example/de-de/account/payment'), 'de')).toEqual({
      origin: 'https://fields.pay.example',
      src: 'https://fields.pay.example/hosted/v1/hosted-fields?origin=https%3A%2F%2Fshop.example&lang=de',
    });
    expect(hostedFieldsOrigin({ UPSTREAM_PAYMENTS_URL: 'not a url' } as Env, new URL('https://shop.example/'))).toBeNull();
  });
});

describe('isMockProviderRequest', () => {
  it('takes only the provider’s paths on a loopback name, in development, with the provider mocked', () => {
    expect(isMockProviderRequest(development, new URL('http://localhost:8787/v1/hosted-fields?origin=x'))).toBe(true);
    expect(isMockProviderRequest(development, new URL('http://localhost:8787/v1/tokens'))).toBe(true);
    expect(isMockProviderRequest(development, new URL('http://localhost:8787/en-us'))).toBe(false);
    expect(isMockProviderRequest(development, new URL('https://shop.example/v1/tokens'))).toBe(false);
    expect(isMockProviderRequest({ ENVIRONMENT: 'production' } as Env, new URL('http://localhost:8787/v1/tokens'))).toBe(false);
    expect(isMockProviderRequest({ ...development, UPSTREAM_PAYMENTS_URL: 'https://fields.pay.example' }, new URL('http://localhost:8787/v1/tokens'))).toBe(false);
  });
});
