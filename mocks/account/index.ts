export { readOrder } from './order-queries';
export { toOrder } from './order-view';
export { orderStatements } from './orders';
export type { NewOrder, NewOrderLine, NewShipment, OrderAddress, PaymentSummary } from './orders';
export { saveCard } from './payment-instruments';
export { orderSeedStatements, seededOrders } from './seed-orders';
export { walletStatements } from './seeded-wallets';
