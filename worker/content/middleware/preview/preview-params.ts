import * as z from 'zod';

/** What an editor asked for with the preview query parameters. */
export interface PreviewRequest {
  requested: boolean;
  /** ISO date the editor previews at; null means now. */
  date: string | null;
  bypassAllCache: boolean;
}

const IsoDate = z.iso.datetime({ offset: true });
const Rfc1123 = z.string().regex(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);

/**
 * Any of preview=true, previewDateTime, previewDateRFC1123 or bypassAllCache=true
 * asks for preview. A malformed date is ignored rather than trusted.
 */
export function readPreviewParams(params: URLSearchParams): PreviewRequest {
  // Every request passes here and almost none is a preview: absent dates are not worth a schema failure.
  const dateTime = params.has('previewDateTime') ? IsoDate.safeParse(params.get('previewDateTime')) : null;
  const rfc1123 = params.has('previewDateRFC1123') ? Rfc1123.safeParse(params.get('previewDateRFC1123')) : null;
  const date = dateTime?.success ? new Date(dateTime.data) : rfc1123?.success ? new Date(rfc1123.data) : null;
  const bypassAllCache = params.get('bypassAllCache') === 'true';
  const requested = params.get('preview') === 'true' || params.has('previewDateTime') || params.has('previewDateRFC1123') || bypassAllCache;
  return { requested, date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null, bypassAllCache };
}
