export { paymentsHost } from './payments-host';
