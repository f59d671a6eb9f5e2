/*
 * The loyalty programme: memberships, the points ledger written in the batch of whatever moves
 * points (an order, its cancel, a return), and the rewards. Accounts, checkout and sign-up use it.
 */
export { GIFT_CARD_EXISTS, GIFT_CARD_INVALID, isIssuedRewardCode } from './rewards';
export { cancelledStatements, earnedStatements, orderPoints, pointsLeftToReturn, redeemedStatement, returnedStatements } from './ledger';
export { signUpEnrolment } from './membership';
export { seededHistoryStatements } from './seeded-history';
