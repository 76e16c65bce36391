/**
 * Rules both sides apply to access and account input (spec 1 sections 5 and 9): the server's
 * validation and the forms import these, so a limit is written once (docs/decisions/0012). Commerce
 * rules are in commerce/rules.ts, password lengths in password-rules.ts.
 */
import * as v from 'valibot';

export { PASSWORD_RULES } from './password-rules';

/** The longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** An e-mail address as both sides check it (trimmed). */
export const Email = v.pipe(v.string(), v.trim(), v.maxLength(EMAIL_MAX), v.email('Invalid email'));

/**
 * Picture codes as typed: at most 64 characters; the spec's three minimums, one per screen (the
 * add-code dialog's button, its hint, the account form's button).
 */
export const PICTURE_CODE_RULES = { max: 64, dialogButtonMin: 6, dialogHintMin: 4, accountFormMin: 5 } as const;

/** A mobile number: 8 to 15 digits with an optional leading +, once spaces and dashes are removed. */
export const MOBILE_RULES = { max: 32, pattern: /^\+?\d{8,15}$/ } as const;

/** '+47 912-34 567' → '+4791234567'; null when it is not a mobile number. */
export function normaliseMobile(value: string): string | null {
  const compact = value.trim().replace(/[\s\-\u2010-\u2015]+/g, '');
  return MOBILE_RULES.pattern.test(compact) ? compact : null;
}

/** The contact-information fields' longest values (update_user_info.php and the contact form). */
export const CONTACT_FIELD_MAX = { name: 200, address: 200, address2: 200, postalCode: 20, city: 100, mobile: MOBILE_RULES.max } as const;

/** Sharing: recipients and picture sets per invitation, recipients per sender and day. */
export const SHARE_RULES = { recipientsPerSend: 10, setsPerSend: 20, recipientsPerDay: 30 } as const;

/** Keys sent in links: a password-reset key and a share-invite token (base64url). */
export const RESET_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
/** A share invite's token, from the e-mailed link. */
export const InviteToken = v.pipe(v.string(), v.regex(INVITE_TOKEN_PATTERN, 'Invalid invite'));
