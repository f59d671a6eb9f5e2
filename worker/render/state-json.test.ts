import { describe, expect, it } from 'vitest';
import type { AppState } from '../../shared/page';
import { safeJson } from '../../shared/serialize';
import { en, fr } from '../../shared/i18n/messages';
import { serialiseState } from './state-json';

const stateWith = (messages: AppState['messages'], title: string) => ({ pageType: 'home', title: `${title} </script><!--`, messages, messagesUrl: '/fapi/messages/en-1.json' }) as unknown as AppState;

describe('serialiseState', () => {
  it('embeds what safeJson gives for the state, escapes included, and none of the interface strings', () => {
    for (const [messages, title] of [[en, 'Home'], [fr, 'Accueil'], [en, 'Again\u2028']] as const) {
      const state = stateWith(messages, title);
      const { messages: _messages, ...rest } = state;
      expect(serialiseState(state)).toBe(safeJson(rest));
      expect(JSON.parse(serialiseState(state))).toEqual({ pageType: 'home', title: `${title} </script><!--`, messagesUrl: '/fapi/messages/en-1.json' });
      expect(serialiseState(state)).not.toContain(messages['common.close']);
    }
  });
});
