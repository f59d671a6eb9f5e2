import { describe, expect, it } from 'vitest';
import { withoutPreviewParams } from './preview-query';

describe('withoutPreviewParams', () => {
  it('drops every preview parameter and keeps the rest', () => {
    expect(withoutPreviewParams('/en-us/c/tents-40102?preview=true&sort=rating&bypassAllCache=true')).toBe('/en-us/c/tents-40102?sort=rating');
    expect(withoutPreviewParams('/en-us?previewDateTime=2026-12-01T00:00:00Z')).toBe('/en-us');
    expect(withoutPreviewParams('/en-us')).toBe('/en-us');
  });
});
