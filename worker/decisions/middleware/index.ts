export { engineDecision, visitorDecisions } from './decisions';
export { consent } from './consent';
