export { registerApprovalProviderRoutes } from './approval-provider';
export { registerGiftCardRoutes } from './gift-cards';
export { registerPaymentProviderRoutes } from './payment-provider';
export { registerPaymentTestControls } from './test-control';
