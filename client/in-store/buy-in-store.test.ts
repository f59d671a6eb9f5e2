import { describe, expect, it } from 'vitest';
import { BUY_IN_STORE_KEY } from '../persistence';
import { isEmployeeConnected, readBuyInStoreSession } from './buy-in-store';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === BUY_IN_STORE_KEY ? value : null) });

describe('buy-in-store session', () => {
  it('is connected only when both store id and employee id are set', () => {
    expect(isEmployeeConnected(readBuyInStoreSession(storage(JSON.stringify({ storeId: 'S1', storeEmployeeId: 'E9', storeName: 'Oslo' }))))).toBe(true);
    expect(isEmployeeConnected(readBuyInStoreSession(storage(JSON.stringify({ storeId: 'S1' }))))).toBe(false);
    expect(isEmployeeConnected(readBuyInStoreSession(storage(JSON.stringify({ storeId: '', storeEmployeeId: 'E9' }))))).toBe(false);
  });

  it('treats missing, malformed or mistyped data as no session', () => {
    expect(readBuyInStoreSession(storage(null))).toBeNull();
    expect(readBuyInStoreSession(storage('{not json'))).toBeNull();
    expect(readBuyInStoreSession(storage(JSON.stringify({ storeId: 5, storeEmployeeId: 'E9' })))).toBeNull();
    expect(readBuyInStoreSession({ getItem: () => { throw new Error('SecurityError'); } })).toBeNull();
    expect(readBuyInStoreSession(undefined)).toBeNull();
  });
});
