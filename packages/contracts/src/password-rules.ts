/**
 * Password lengths (spec 1 sections 5 and 9), in one place for the server's checks and the forms:
 * 3 characters to sign in, 6 at registration, more than 6 at a reset, 5 to change it in the account.
 */
export const PASSWORD_RULES = { signInMin: 3, registerMin: 6, resetMin: 7, changeMin: 5, max: 200 } as const;
