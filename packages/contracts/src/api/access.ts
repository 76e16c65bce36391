import * as v from 'valibot';
import { PASSWORD_RULES } from '../password-rules';
import { defineCall } from '../call';
import { User } from '../user';

/**
 * Access calls. The legacy .php paths keep the legacy answer shape: a domain failure answers 200 with
 * `error` (and for registration `data`, the failed field names), so the front end also runs against the
 * photographer's existing back end. A malformed request still gets the standard 400. See docs/decisions.
 */
export const Email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('Invalid email'));
export const PictureCode = v.pipe(v.string(), v.trim(), v.minLength(1, 'This is required!'), v.maxLength(64));

export const CodeOptions = v.object({
  acceptMailDefaultOn: v.boolean(),
  disableAcceptMailWhenLoggingIn: v.boolean(),
});

/** Code data of a verified code, handed to the login-or-register flow. */
export const CodeData = v.object({
  accessCode: v.string(),
  code: v.string(),
  /** The subject's name ('Code validated' names them). */
  name: v.string(),
  options: CodeOptions,
  contactInfo: v.object({ email: v.string() }),
});
export type CodeData = v.InferOutput<typeof CodeData>;

export const VerifyCodeAnswer = v.object({
  valid: v.boolean(),
  error: v.optional(v.string()),
  errorMessage: v.optional(v.string()),
  data: v.optional(v.object({ redirect: v.optional(v.string()) })),
  codeData: v.optional(CodeData),
});
export type VerifyCodeAnswer = v.InferOutput<typeof VerifyCodeAnswer>;

export const AddSetAnswer = v.object({
  valid: v.boolean(),
  error: v.optional(v.string()),
  /** The code belongs to a subject already in another account, or a different name: confirm first. */
  warning: v.optional(v.object({ subject: v.object({ uuid: v.string(), name: v.string() }) })),
  redirect: v.optional(v.string()),
  /** On success: the picture set (subject uuid) that was added. */
  subjectUuid: v.optional(v.string()),
});
export type AddSetAnswer = v.InferOutput<typeof AddSetAnswer>;

export const RegistrationBody = v.object({
  email: Email,
  code: v.optional(v.string(), ''),
  mobile: v.pipe(v.string(), v.maxLength(32)),
  password: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)),
  confirm_password: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)),
  acceptmail: v.nullable(v.boolean()),
  termsofservice: v.literal(true, 'The terms of service must be accepted'),
});

export const accessApi = {
  register: defineCall({
    method: 'POST',
    path: '/ajax/create.php',
    body: RegistrationBody,
    response: v.object({
      success: v.optional(v.boolean()),
      error: v.optional(v.string()),
      data: v.optional(v.array(v.string())),
      user: v.optional(User),
      /** Set when the registration used a code: the picture set it added. */
      subjectUuid: v.optional(v.string()),
    }),
  }),
  verifyCode: defineCall({
    method: 'GET',
    path: '/ajax/prophoto/verify_subject_code.php',
    csrf: true,
    query: v.object({ code: PictureCode }),
    response: VerifyCodeAnswer,
  }),
  addPictureSetByCode: defineCall({
    method: 'GET',
    path: '/ajax/prophoto/add_picture_set_by_code.php',
    csrf: true,
    query: v.object({ code: PictureCode, confirm: v.optional(v.picklist(['0', '1'])) }),
    response: AddSetAnswer,
  }),
  userExistsByEmail: defineCall({
    method: 'GET',
    path: '/sections/prophoto/ajax/user_exists_by_email.php',
    query: v.object({ email: Email }),
    response: v.object({ exists: v.optional(v.boolean()), error: v.optional(v.string()) }),
  }),
  sendPasswordReminder: defineCall({
    method: 'GET',
    path: '/sections/prophoto/ajax/send_password_reminder.php',
    csrf: true,
    query: v.object({ json: v.optional(v.literal('1')), email: Email }),
    response: v.object({ message: v.optional(v.string()), error: v.optional(v.string()) }),
  }),
  checkResetCode: defineCall({
    method: 'GET',
    path: '/api/webshop/reset-password/:code',
    params: v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid reset key')) }),
    response: v.object({ valid: v.boolean() }),
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/webshop/reset-password/:code',
    params: v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid reset key')) }),
    body: v.object({ password: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)) }),
    response: v.object({ error: v.optional(v.string()) }),
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/webshop/auth/login',
    body: v.object({ username: Email, password: v.pipe(v.string(), v.minLength(1, 'This is required!'), v.maxLength(PASSWORD_RULES.max)) }),
    response: v.object({
      user: User,
      /** When a code was verified before signing in, the picture set it added. */
      subjectUuid: v.optional(v.string()),
    }),
  }),
  logout: defineCall({ method: 'POST', path: '/api/webshop/auth/logout', response: v.object({ ok: v.literal(true) }) }),
} as const;

export { PASSWORD_RULES };
