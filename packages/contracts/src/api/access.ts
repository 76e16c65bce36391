import * as v from 'valibot';
import { answerModes } from '../answer-modes';
import { defineCall } from '../call';
import { Email, InviteToken, MOBILE_RULES, PASSWORD_RULES, PICTURE_CODE_RULES, RESET_KEY_PATTERN } from '../rules';
import { User } from '../user';

/**
 * Access calls. The legacy .php paths keep the legacy answer shape: a domain failure answers 200 with
 * `error` (and for registration `data`, the failed field names), so the front end also runs against the
 * photographer's existing back end. A malformed request still gets the standard 400. Answers with
 * modes are unions of their modes (answerModes; docs/decisions/0012).
 */
export const PictureCode = v.pipe(v.string(), v.trim(), v.minLength(1, 'This is required!'), v.maxLength(PICTURE_CODE_RULES.max));
const ResetKey = v.pipe(v.string(), v.regex(RESET_KEY_PATTERN, 'Invalid reset key'));

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

/** verify_subject_code.php: the code opens a set here, belongs to another portal, or is not valid. */
export const VerifyCodeAnswer = answerModes({
  verified: v.strictObject({ valid: v.literal(true), codeData: CodeData }),
  /** The code belongs to another portal: the browser goes there (data.redirect). */
  redirect: v.strictObject({ valid: v.literal(false), data: v.strictObject({ redirect: v.string() }) }),
  /** The field shows errorMessage, else error, else 'The code is not valid' (the legacy back end may send either). */
  invalid: v.strictObject({ valid: v.literal(false), error: v.optional(v.string()), errorMessage: v.optional(v.string()) }),
});
export type VerifyCodeAnswer = v.InferOutput<typeof VerifyCodeAnswer>;

/** add_picture_set_by_code.php (signed in). */
export const AddSetAnswer = answerModes({
  /** The picture set (subject uuid) is in the account now (or was already). */
  added: v.strictObject({ valid: v.literal(true), subjectUuid: v.string() }),
  /** The set belongs to another account already: the customer confirms the subject, then asks again with confirm=1. */
  confirm: v.strictObject({ valid: v.literal(true), warning: v.strictObject({ subject: v.strictObject({ uuid: v.string(), name: v.string() }) }) }),
  /** The code belongs to another portal: the browser goes there. */
  redirect: v.strictObject({ valid: v.literal(false), redirect: v.string() }),
  /** Not a code of any set: the text shown under the field. */
  error: v.strictObject({ valid: v.literal(false), error: v.string() }),
});
export type AddSetAnswer = v.InferOutput<typeof AddSetAnswer>;

/** The subject a code opens, named when its set is in another account already and the customer confirms it first. */
export const SubjectWarning = v.strictObject({ subject: v.strictObject({ uuid: v.string(), name: v.string() }) });

/** create.php: the account was created (and signed in), or the named fields failed. */
export const RegisterAnswer = answerModes({
  created: v.strictObject({
    success: v.literal(true),
    /** Our server sends the signed-in user; the legacy back end only `success` (the client then reloads the user). */
    user: v.optional(User),
    /** Set when the registration used a code: the picture set it added. */
    subjectUuid: v.optional(v.string()),
    /** The code's set is in another account: nothing was added; the customer confirms (confirmPendingSet). */
    warning: v.optional(SubjectWarning),
    /** Registered through a share invite: the picture sets it added. */
    sharedSubjectUuids: v.optional(v.array(v.string())),
  }),
  /** The text under the form; data: the fields marked invalid. */
  failed: v.strictObject({ error: v.string(), data: v.optional(v.array(v.string())) }),
});
export type RegisterAnswer = v.InferOutput<typeof RegisterAnswer>;

export const UserExistsAnswer = answerModes({
  answered: v.strictObject({ exists: v.boolean() }),
  error: v.strictObject({ error: v.string() }),
});
export type UserExistsAnswer = v.InferOutput<typeof UserExistsAnswer>;

export const ReminderAnswer = answerModes({
  sent: v.strictObject({ message: v.string() }),
  error: v.strictObject({ error: v.string() }),
});
export type ReminderAnswer = v.InferOutput<typeof ReminderAnswer>;

/** POST reset-password: an empty object when the password was set. */
export const ResetPasswordAnswer = answerModes({
  done: v.strictObject({}),
  error: v.strictObject({ error: v.string() }),
});
export type ResetPasswordAnswer = v.InferOutput<typeof ResetPasswordAnswer>;

export const RegistrationBody = v.object({
  email: Email,
  code: v.optional(v.string(), ''),
  /** Registering through a share invite (no picture code needed): its sets join the new account in the same transaction. */
  invite: v.optional(InviteToken),
  mobile: v.pipe(v.string(), v.maxLength(MOBILE_RULES.max)),
  password: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)),
  confirm_password: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)),
  acceptmail: v.nullable(v.boolean()),
  termsofservice: v.literal(true, 'The terms of service must be accepted'),
});

export const accessApi = {
  register: defineCall({
    method: 'POST',
    path: '/ajax/create.php',
    errors: [429],
    body: RegistrationBody,
    response: RegisterAnswer,
  }),
  verifyCode: defineCall({
    method: 'GET',
    path: '/ajax/prophoto/verify_subject_code.php',
    csrf: true,
    errors: [429],
    query: v.object({ code: PictureCode }),
    response: VerifyCodeAnswer,
  }),
  addPictureSetByCode: defineCall({
    method: 'GET',
    path: '/ajax/prophoto/add_picture_set_by_code.php',
    csrf: true,
    signedIn: true,
    errors: [429],
    query: v.object({ code: PictureCode, confirm: v.optional(v.picklist(['0', '1'])) }),
    response: AddSetAnswer,
  }),
  userExistsByEmail: defineCall({
    method: 'GET',
    path: '/sections/prophoto/ajax/user_exists_by_email.php',
    errors: [429],
    query: v.object({ email: Email }),
    response: UserExistsAnswer,
  }),
  sendPasswordReminder: defineCall({
    method: 'GET',
    path: '/sections/prophoto/ajax/send_password_reminder.php',
    csrf: true,
    errors: [429],
    query: v.object({ json: v.optional(v.literal('1')), email: Email }),
    response: ReminderAnswer,
  }),
  checkResetCode: defineCall({
    method: 'GET',
    path: '/api/webshop/reset-password/:code',
    params: v.object({ code: ResetKey }),
    response: v.object({ valid: v.boolean() }),
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/webshop/reset-password/:code',
    params: v.object({ code: ResetKey }),
    body: v.object({ password: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)) }),
    response: ResetPasswordAnswer,
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/webshop/auth/login',
    /** 401: wrong e-mail or password; 429: too many failures from this address. */
    errors: [401, 429],
    body: v.object({ username: Email, password: v.pipe(v.string(), v.minLength(1, 'This is required!'), v.maxLength(PASSWORD_RULES.max)) }),
    response: v.object({
      user: User,
      /** When a code was verified before signing in, the picture set it added. */
      subjectUuid: v.optional(v.string()),
      /** The verified code's set is in another account: nothing was added; the customer confirms (confirmPendingSet). */
      warning: v.optional(SubjectWarning),
    }),
  }),
  /**
   * The answer to the subject confirmation after a sign-in or registration: confirm true adds the
   * set the session's verified code opens (subjectUuid), false forgets the code.
   */
  confirmPendingSet: defineCall({
    method: 'POST',
    path: '/api/webshop/user/pending-picture-set',
    signedIn: true,
    body: v.object({ confirm: v.boolean() }),
    response: v.object({ subjectUuid: v.optional(v.string()) }),
  }),
  logout: defineCall({ method: 'POST', path: '/api/webshop/auth/logout', response: v.object({ ok: v.literal(true) }) }),
} as const;

export * from '../rules';
