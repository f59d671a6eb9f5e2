/**
 * Links that open a dialog (a CMS button, a link in rich text, one typed or mailed). Two forms:
 *
 * - `#modal=<dialog-id>` opens that dialog on the current path,
 *   e.g. `#modal=location-selector`;
 * - `?<query>#modal=<dialog-id>` first merges the query parameters into the
 *   current query (replacing same-named ones, without a navigation), then opens
 *   the dialog, e.g. `?leadSource=footer#modal=sign-up`.
 *
 * Dialog ids are lowercase letters, digits and hyphens. Any other href is an
 * ordinary link.
 */
export type ModalHref =
  | { kind: 'link'; href: string }
  | { kind: 'modal'; modalId: string; query: Array<[string, string]> };

const MODAL_HREF = /^(?:\?([^#]*))?#modal=([a-z0-9-]+)$/;

/**
 * Classifies a link's href.
 * @example parseModalHref('?leadSource=x#modal=sign-up') // { kind: 'modal', modalId: 'sign-up', query: [['leadSource', 'x']] }
 */
export function parseModalHref(href: string): ModalHref {
  const match = MODAL_HREF.exec(href.trim());
  if (!match) return { kind: 'link', href };
  const query = match[1] ? [...new URLSearchParams(match[1]).entries()] : [];
  return { kind: 'modal', modalId: match[2]!, query };
}

/**
 * The current search string with the link's parameters merged in (same name replaces).
 * @example mergeQuery('?a=1&b=2', [['b', '3']]) // '?a=1&b=3'
 */
export function mergeQuery(currentSearch: string, additions: ReadonlyArray<[string, string]>): string {
  const params = new URLSearchParams(currentSearch);
  for (const [name] of additions) params.delete(name);
  for (const [name, value] of additions) params.append(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}
