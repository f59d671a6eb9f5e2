import { createContext, useContext } from 'react';
import { ANONYMOUS_VISITOR, type PersonalisationState } from '../../shared/personalisation';

const FALLBACK: PersonalisationState = { visitor: ANONYMOUS_VISITOR, testContext: [], decision: null };

const PersonalisationContext = createContext<PersonalisationState>(FALLBACK);
export const PersonalisationProvider = PersonalisationContext.Provider;

/** The visitor kind, test context and engine decision the worker resolved for this page (from AppState). */
export function usePersonalisation(): PersonalisationState {
  return useContext(PersonalisationContext);
}
