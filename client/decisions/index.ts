/*
 * Personalisation and experiments in the browser: the decision a page is shown with, and the
 * flags that choose between variants.
 */
export { PersonalisationProvider, createPersonalisationStore, usePersonalisation } from './PersonalisationContext';
export type { PersonalisationStore } from './PersonalisationContext';
export { ExperimentsProvider, useFlagDecision } from './experiments';
