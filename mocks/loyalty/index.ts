export { GIFT_CARD_EXISTS, GIFT_CARD_INVALID, isIssuedRewardCode } from './rewards';
