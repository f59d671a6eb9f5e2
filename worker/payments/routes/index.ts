export { giftCardTest } from './gift-card-test';
export { rewardCardTest } from './reward-card-test';
