/**
 * What other folders use of account (docs/decisions/0011); nothing else of it is imported from outside. Its
 * routes are in plugin.ts, which only server.ts imports (docs/decisions/0082).
 */
export { ownedSet } from './auth';
export { combinedIndividualAndFriends, isBought, purchasesBySubject, purchasesOf } from './bought';
export { derivativeUrl } from './urls';
