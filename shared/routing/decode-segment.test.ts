import { describe, expect, it } from 'vitest';
import { decodeSegment, isWellEncodedPath } from './decode-segment';

describe('decodeSegment', () => {
  it('decodes well-formed escapes, reserved characters included', () => {
    expect(decodeSegment('caf%C3%A9%2Fbar')).toBe('café/bar');
    expect(decodeSegment('plain')).toBe('plain');
  });

  it('answers null for malformed escapes instead of throwing', () => {
    for (const segment of ['%ff%fe', '%E0%A4%A', '%', '%zz', '%C3']) expect(decodeSegment(segment)).toBeNull();
  });
});

describe('isWellEncodedPath', () => {
  it('holds only when every segment decodes', () => {
    expect(isWellEncodedPath('/fapi/pages/location-selector')).toBe(true);
    expect(isWellEncodedPath('/fapi/pages/%ff%fe')).toBe(false);
    expect(isWellEncodedPath('/en-us/p/odin-%E0%A4%A/x')).toBe(false);
  });
});
