/** The query parameters that ask for editor preview or a cache bypass. */
export const PREVIEW_QUERY_PARAMS = ['preview', 'previewDateTime', 'previewDateRFC1123', 'bypassAllCache'] as const;

/** The same path and query without any preview parameter, e.g. to leave preview. */
export function withoutPreviewParams(pathAndQuery: string): string {
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const params = new URLSearchParams(query);
  for (const name of PREVIEW_QUERY_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
