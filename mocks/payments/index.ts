export { openApproval, redeemApproval, stillAuthorised } from './approvals';
export type { ApprovalMethod } from './approvals';
export { GIFT_CARD_REFUSALS, findGiftCard, giftCardById, isExpired, isRefusal, maskedNumber } from './gift-cards';
export { parentOriginOf } from './hosted-fields-page';
export { redeem } from './provider';
export type { RedeemedCard } from './provider';
export { isIssuedRewardCard, rewardCardByNumber, spendable } from './reward-cards';
export { CARD_REFUSALS, cardOutcome } from './test-cards';
