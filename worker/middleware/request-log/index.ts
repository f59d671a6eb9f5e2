export { requestLog } from './request-log';
export { outcomeOf, requestLogLine, type RequestLogLine, type RequestOutcome } from './log-line';
