import type { PersonalisationDecision } from './decision';
import type { VisitorKind } from './visitor';

/**
 * What the worker decided content with, handed to the browser in AppState so hydration
 * makes exactly the same choices (no flicker, no client-side decide call).
 */
export interface PersonalisationState {
  visitor: VisitorKind;
  /** Segment or variant ids from the `p13n_testcontext` cookie. */
  testContext: readonly string[];
  /** null: no decision (no targeting consent, the engine failed or missed its time budget). */
  decision: PersonalisationDecision | null;
}
