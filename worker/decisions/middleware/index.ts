export { engineDecision, visitorDecisions } from './decisions';
