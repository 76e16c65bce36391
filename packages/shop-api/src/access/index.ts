/**
 * What other folders use of access (docs/decisions/0011); nothing else of it is imported from outside. Its
 * routes are in plugin.ts, which only server.ts imports (docs/decisions/0082).
 */
export { hashPassword, passwordCost, verifyPassword } from './passwords';
export { normaliseMobile, passwordProblem } from './rules';
export { hashInviteToken, takeInvite, type InviteRefusal } from './invites';
export { createSimulationLink } from './simulate';
// the studio's 'send a password-reset link' is the reminder's own e-mail and limit
export { sendResetLink, type ResetLinkOutcome } from './reset';
export { linkSubject, portalOrigin } from './subjects';
export { accessTexts } from './texts';
// the studio's staff sign-in keeps the customers' limits and hashing (studio/auth.ts)
export { clearAttempts, countAttempts, recordAttempt, reserve, RULES, signInDelayMs, type RuleCheck } from './limits';
export { hashQueue, needsRehash } from './passwords';
export { RESET_PASSWORD_MIN } from './rules';
export { hashNiceFromEnv, setHashThreadNice } from './scrypt-threads';
