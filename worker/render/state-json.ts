import type { AppState } from '../../shared/page';
import { safeJson } from '../../shared/serialize';

/**
 * The state as the page embeds it (safeJson), without the interface strings: those are the same on
 * every page of a language, and the browser reads them from their own file (`messagesUrl`).
 */
export function serialiseState(state: AppState): string {
  const { messages: _messages, ...rest } = state;
  return safeJson(rest);
}
