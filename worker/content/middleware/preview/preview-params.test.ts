import { describe, expect, it } from 'vitest';
import { readPreviewParams } from './preview-params';

const read = (query: string) => readPreviewParams(new URLSearchParams(query));

describe('readPreviewParams', () => {
  it.each(['preview=true', 'previewDateTime=2026-12-01T09:00:00Z', 'previewDateRFC1123=Tue,%2001%20Dec%202026%2009:00:00%20GMT', 'bypassAllCache=true'])(
    'treats %s as a preview request',
    (query) => expect(read(query).requested).toBe(true),
  );

  it('ignores preview=false and unrelated parameters', () => {
    expect(read('preview=false&q=jacket').requested).toBe(false);
  });

  it('reads the preview date from either format', () => {
    expect(read('previewDateTime=2026-12-01T09:00:00%2B01:00').date).toBe('2026-12-01T08:00:00.000Z');
    expect(read('previewDateRFC1123=Tue,%2001%20Dec%202026%2009:00:00%20GMT').date).toBe('2026-12-01T09:00:00.000Z');
  });

  it('drops a malformed date instead of trusting it', () => {
    expect(read('previewDateTime=tomorrow')).toEqual({ requested: true, date: null, bypassAllCache: false });
  });
});
