import { signal, type Signal } from '@preact/signals-core';
import { createContext, useContext } from 'react';
import type { PersonalisationDecision, PersonalisationState } from '../../shared/decisions/personalisation';
import { ANONYMOUS_VISITOR, type VisitorKind } from '../../shared/decisions/personalisation/visitor';
import type { RecommendationSet } from '../../shared/catalogue/schemas/recommendations';

/**
 * What the worker resolved for this page (AppState.personalisation), as signals so the
 * recalculate event (state/recalculate.ts) can refresh it in place. One per App: the
 * worker renders each request with its own, the browser has one per page load.
 */
export interface PersonalisationStore {
  visitor: VisitorKind;
  testContext: readonly string[];
  /** The engine's decision: from SSR, then from each recalculation. */
  decision: Signal<PersonalisationDecision | null>;
  /** The second engine's global array, read by index; null until a block asks for it. */
  recommendationSets: Signal<RecommendationSet[] | null>;
  /** The second engine's request in flight or done, so blocks on one page share it. */
  setsRequest: Promise<void> | null;
}

export function createPersonalisationStore(state: PersonalisationState): PersonalisationStore {
  return { visitor: state.visitor, testContext: state.testContext, decision: signal(state.decision), recommendationSets: signal(null), setsRequest: null };
}

const PersonalisationContext = createContext<PersonalisationStore>(createPersonalisationStore({ visitor: ANONYMOUS_VISITOR, testContext: [], decision: null }));
export const PersonalisationProvider = PersonalisationContext.Provider;

/** This page's visitor kind, test context and engine decisions. Read `.value` under useSignals. */
export function usePersonalisation(): PersonalisationStore {
  return useContext(PersonalisationContext);
}
