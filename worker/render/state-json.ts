import type { AppState } from '../../shared/page';
import { safeJson, safeJsonOnce } from '../../shared/serialize';

/**
 * The state as the page embeds it (safeJson), with the catalogue of messages, two thirds of a
 * listing's state and the same for every page of a language, serialised once per isolate. The
 * catalogue goes last, where renderPage puts it, so the JSON is the one safeJson(state) gives.
 */
export function serialiseState(state: AppState): string {
  const { messages, ...rest } = state;
  return `${safeJson(rest).slice(0, -1)},"messages":${safeJsonOnce(messages)}}`;
}
