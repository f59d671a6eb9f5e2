export { LOYALTY_FLAG, loyaltyOnFor, loyaltyProgrammeOn } from './loyalty-flag';
export { joinProgramme, joinSource } from './membership';
export { loyaltyBalance, memberSummary, summaryOf, welcomeOffer } from './summary';
