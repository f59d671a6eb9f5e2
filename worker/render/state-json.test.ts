import { describe, expect, it } from 'vitest';
import type { AppState } from '../../shared/page';
import { safeJson } from '../../shared/serialize';
import { en } from '../../shared/i18n/messages/en';
import { fr } from '../../shared/i18n/messages/fr';
import { serialiseState } from './state-json';

// Only the shape of the outer object matters here: any keys before the catalogue.
const stateWith = (messages: AppState['messages'], title: string) => ({ pageType: 'home', title: `${title} </script><!--`, messages }) as unknown as AppState;

describe('serialiseState', () => {
  it('embeds exactly what safeJson gives for the whole state, escapes included', () => {
    for (const [messages, title] of [[en, 'Home'], [fr, 'Accueil'], [en, 'Again\u2028']] as const) {
      const state = stateWith(messages, title);
      expect(serialiseState(state)).toBe(safeJson(state));
      expect(JSON.parse(serialiseState(state))).toEqual(JSON.parse(JSON.stringify(state)));
    }
  });

  it('keeps each page its own values while the catalogue is reused', () => {
    expect(JSON.parse(serialiseState(stateWith(en, 'One'))).title).toBe('One </script><!--');
    expect(JSON.parse(serialiseState(stateWith(en, 'Two'))).title).toBe('Two </script><!--');
    expect(JSON.parse(serialiseState(stateWith(fr, 'Trois'))).messages['common.close']).toBe(fr['common.close']);
  });
});
