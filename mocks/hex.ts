/** Lower-case hex of bytes, two digits each: how the mocks store hashes, salts and random ids. */
export const hex = (bytes: Uint8Array): string => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
