/**
 * One path segment, percent-decoded; null when its escapes are malformed
 * (`%ff%fe` is no UTF-8, `%E0%A4%A` is cut short), which decodeURIComponent throws on.
 */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether every segment of a raw (still encoded) path decodes. */
export function isWellEncodedPath(rawPath: string): boolean {
  return rawPath.split('/').every((segment) => decodeSegment(segment) !== null);
}
