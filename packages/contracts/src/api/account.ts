import * as v from 'valibot';
import { answerModes } from '../answer-modes';
import { defineCall } from '../call';
import { CONTACT_FIELD_MAX, EMAIL_MAX, InviteToken, PASSWORD_RULES, SHARE_RULES } from '../rules';
import { User } from '../user';

/**
 * Account calls: picture sets, favourites, yearbook pose, downloads, sharing, profile.
 * Legacy .php paths keep their legacy answers (domain failures as `error` with 200); the unnamed
 * calls live under /api/webshop/ with the standard error format.
 */
export const PictureType = v.picklist(['IP', 'SFP', 'GP']);
export type PictureType = v.InferOutput<typeof PictureType>;
const Uuid = v.pipe(v.string(), v.uuid('Invalid id'));

export const Picture = v.object({
  uuid: v.string(),
  /** What the customer quotes: 'ID: {webshopId}'. */
  webshopId: v.number(),
  pictureType: PictureType,
  width: v.number(),
  height: v.number(),
  /** Bought itself, or through the digital set of its type (IP and SFP through the IP set when combined). */
  bought: v.boolean(),
  isUserFavorite: v.boolean(),
  greenscreen: v.boolean(),
  groupPicture: v.boolean(),
  userBoughtRetouch: v.boolean(),
  inCart: v.boolean(),
  /** Derivative URLs by width; the client picks with srcset. */
  images: v.object({ w320: v.string(), w640: v.string(), w800: v.string() }),
});
export type Picture = v.InferOutput<typeof Picture>;

const DigitalSetState = v.object({ bought: v.boolean(), inCart: v.boolean() });

export const PictureSet = v.object({
  /** The subject's uuid identifies the picture set. */
  uuid: v.string(),
  subject: v.object({ uuid: v.string(), name: v.string(), group: v.string() }),
  avatar: v.object({ url: v.nullable(v.string()) }),
  isEditable: v.boolean(),
  year: v.number(),
  /** `uuid`: the photographer's (null when the job has none); the editor keeps to it with whiteLabelDisableMixPhotographers. */
  photographer: v.object({ name: v.string(), uuid: v.optional(v.nullable(v.string()), null), logo: v.object({ url: v.nullable(v.string()) }) }),
  numImages: v.number(),
  job: v.object({
    uuid: v.string(),
    name: v.string(),
    /** The job's type (school, kindergarten, club…): subject-change mode 3 keeps to it. */
    type: v.optional(v.nullable(v.string()), null),
    /** Seconds since the epoch. */
    creationTime: v.number(),
    hasBeenInWebShop: v.boolean(),
    isArchived: v.boolean(),
    requireFineTunedPictures: v.boolean(),
    yearbookPoseSelection: v.object({
      poses: v.array(v.object({ uuid: v.string(), name: v.string(), instructions: v.string() })),
      expired: v.boolean(),
      /** ISO date the selection closes, or null when there is none. */
      expiresAt: v.nullable(v.string()),
    }),
  }),
  pictures: v.array(Picture),
  digitalSet: v.object({ IP: DigitalSetState, SFP: DigitalSetState, GP: DigitalSetState }),
  qualifyForSelectOwnFavorites: v.boolean(),
  qualifyForSelectYearbookPose: v.boolean(),
  /** The chosen pose per job yearbook pose. */
  yearbookPoses: v.array(v.object({ jobYearbookPoseUuid: v.string(), pictureUuid: v.string() })),
});
export type PictureSet = v.InferOutput<typeof PictureSet>;

export const Background = v.object({ uuid: v.string(), src: v.string(), default: v.boolean() });

export const InspectionSubject = v.object({ uuid: v.string(), name: v.string(), enabled: v.boolean() });
export const ReminderSubject = v.object({ uuid: v.string(), name: v.string(), remindersEnabled: v.boolean() });

const ShareAddress = v.pipe(v.string(), v.maxLength(EMAIL_MAX));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const CancelPackagesAnswer = answerModes({
  /** The list after the change; it replaces the shown one. */
  updated: v.strictObject({ subjects: v.array(InspectionSubject) }),
  error: v.strictObject({ error: v.string() }),
});
export type CancelPackagesAnswer = v.InferOutput<typeof CancelPackagesAnswer>;

/** update_user_info.php (the spec does not show its answer): the user after the change, or the failed fields. */
export const UpdateUserInfoAnswer = answerModes({
  updated: v.strictObject({ user: User }),
  failed: v.strictObject({ error: v.string(), data: v.optional(v.array(v.string())) }),
});
export type UpdateUserInfoAnswer = v.InferOutput<typeof UpdateUserInfoAnswer>;

export const UpdatePasswordAnswer = answerModes({
  changed: v.strictObject({ status: v.literal('OK') }),
  error: v.strictObject({ error: v.string() }),
});
export type UpdatePasswordAnswer = v.InferOutput<typeof UpdatePasswordAnswer>;

/** do_tipafriend.php: the addresses an invitation went to, or why none was sent. */
export const ShareAnswer = answerModes({
  sent: v.strictObject({ recipients: v.array(v.string()) }),
  error: v.strictObject({ error: v.string() }),
});
export type ShareAnswer = v.InferOutput<typeof ShareAnswer>;

export const accountApi = {
  pictureSets: defineCall({
    method: 'GET',
    path: '/api/webshop/user/picture-sets',
    signedIn: true,
    response: v.object({ pictureSets: v.array(PictureSet) }),
  }),
  pictureSet: defineCall({
    method: 'GET',
    path: '/api/webshop/user/picture-sets/:subjectUuid',
    signedIn: true,
    errors: [404],
    params: v.object({ subjectUuid: Uuid }),
    response: v.object({ pictureSet: PictureSet }),
  }),
  setFavorite: defineCall({
    method: 'PUT',
    path: '/api/webshop/user/picture-sets/:subjectUuid/pictures/:pictureUuid/favorite',
    signedIn: true,
    errors: [404, 409],
    params: v.object({ subjectUuid: Uuid, pictureUuid: Uuid }),
    body: v.object({ favorite: v.boolean() }),
    response: v.object({ isUserFavorite: v.boolean() }),
  }),
  setYearbookPose: defineCall({
    method: 'POST',
    path: '/api/webshop/user/picture-sets/:subjectUuid/yearbook-pose',
    signedIn: true,
    errors: [404, 409],
    params: v.object({ subjectUuid: Uuid }),
    body: v.object({ subject_uuid: Uuid, picture_uuid: Uuid, job_yearbook_pose_uuid: Uuid }),
    response: v.object({ yearbookPoses: v.array(v.object({ jobYearbookPoseUuid: v.string(), pictureUuid: v.string() })) }),
  }),
  imageBackgrounds: defineCall({
    method: 'GET',
    path: '/ajax/template/get_image_backgrounds.php',
    signedIn: true,
    errors: [404],
    query: v.object({ uuid: Uuid }),
    response: v.array(Background),
  }),
  accountData: defineCall({
    method: 'GET',
    path: '/sections/my-account/ajax/get_account_data.php',
    signedIn: true,
    response: v.object({ packageForInspectionSubjects: v.array(InspectionSubject) }),
  }),
  cancelPackages: defineCall({
    method: 'POST',
    path: '/sections/my-account/ajax/cancel_package_for_inspection.php',
    signedIn: true,
    body: v.object({ subjects: v.pipe(v.array(InspectionSubject), v.maxLength(200)) }),
    response: CancelPackagesAnswer,
  }),
  updateUserInfo: defineCall({
    method: 'POST',
    path: '/ajax/user/update_user_info.php',
    signedIn: true,
    body: v.object({
      name: text(CONTACT_FIELD_MAX.name),
      address: text(CONTACT_FIELD_MAX.address),
      address2: v.optional(text(CONTACT_FIELD_MAX.address2), ''),
      postal_code: text(CONTACT_FIELD_MAX.postalCode),
      city: text(CONTACT_FIELD_MAX.city),
      mobile: text(CONTACT_FIELD_MAX.mobile),
    }),
    response: UpdateUserInfoAnswer,
  }),
  updatePassword: defineCall({
    method: 'POST',
    path: '/ajax/user/update_password.php',
    signedIn: true,
    body: v.object({ password: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)), reTypePassword: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)) }),
    response: UpdatePasswordAnswer,
  }),
  reminderSubjects: defineCall({
    method: 'GET',
    path: '/ajax/user/get_subjects_with_reminders_enabled.php',
    signedIn: true,
    response: v.object({ subjects: v.array(ReminderSubject) }),
  }),
  setReminders: defineCall({
    method: 'POST',
    path: '/ajax/user/set_reminders_disabled_status.php',
    signedIn: true,
    errors: [404],
    body: v.object({ subjects: v.pipe(v.array(ReminderSubject), v.maxLength(200)) }),
    response: v.object({ subjects: v.array(ReminderSubject) }),
  }),
  patchUser: defineCall({
    method: 'PATCH',
    path: '/api/webshop/user',
    signedIn: true,
    body: v.object({ acceptMail: v.boolean() }),
    response: v.object({ user: User }),
  }),
  /** Share picture sets by e-mail (a state-changing GET of the legacy back end: CSRF header required). */
  share: defineCall({
    method: 'GET',
    path: '/sections/prophoto/ajax/do_tipafriend.php',
    csrf: true,
    signedIn: true,
    query: v.object({
      /** Invalid or empty addresses are dropped by the server (spec 5), so any text up to 254 characters is accepted here. */
      'email[]': v.union([
        ShareAddress,
        v.pipe(
          v.array(ShareAddress),
          v.minLength(1),
          v.maxLength(SHARE_RULES.recipientsPerSend, `At most ${SHARE_RULES.recipientsPerSend} recipients per invitation`),
        ),
      ]),
      'subjects[]': v.union([Uuid, v.pipe(v.array(Uuid), v.minLength(1), v.maxLength(SHARE_RULES.setsPerSend))]),
    }),
    response: ShareAnswer,
  }),
  shareInvite: defineCall({
    method: 'GET',
    path: '/api/webshop/share-invites/:token',
    errors: [404],
    params: v.object({ token: InviteToken }),
    /** expired: it can no longer be accepted (used or out of time); used: it was accepted already (single use). */
    response: v.object({
      senderName: v.string(),
      recipient: v.string(),
      subjects: v.array(v.object({ name: v.string() })),
      expired: v.boolean(),
      used: v.optional(v.boolean()),
    }),
  }),
  acceptShareInvite: defineCall({
    method: 'POST',
    path: '/api/webshop/share-invites/:token/accept',
    signedIn: true,
    /** 403: sent to another address; 409: used already; 410: expired. */
    errors: [403, 404, 409, 410],
    params: v.object({ token: InviteToken }),
    response: v.object({ subjectUuids: v.array(v.string()) }),
  }),
} as const;

/** Paths of the picture files (served by the server, not JSON): derivatives and downloads. */
export const pictureFiles = {
  /** GET: a derivative, width 320, 640 or 800 (JPEG), only for the set's owner. */
  derivative: '/api/webshop/pictures/:pictureUuid/:width',
  /** GET: the full-resolution file, only when bought; ?background=<uuid>|transparent for green-screen pictures. */
  download: '/api/webshop/downloads/pictures/:pictureUuid',
  /** GET: a green-screen background image. */
  background: '/api/webshop/green-screen-backgrounds/files/:backgroundUuid',
  /** GET (legacy, spec 2 section 7): a picture of the customer's as the editor shows it, query `GreenScreenImageQuery` (JPEG). */
  greenScreenImage: '/system/gsbackground.php',
} as const;

/**
 * /system/gsbackground.php's query: the picture (`uuid`), turned counter-clockwise by `rotation`, in
 * `effect`; a green-screen picture on `background` (one of its job's), else on the job's first.
 */
export const GreenScreenImageQuery = v.object({
  uuid: Uuid,
  rotation: v.optional(v.picklist(['0', '90', '180', '270'], 'One of 0, 90, 180, 270'), '0'),
  effect: v.optional(v.picklist(['original', 'bw', 'sepia'], 'One of original, bw, sepia'), 'original'),
  background: v.optional(Uuid),
});
export type GreenScreenImageQuery = v.InferOutput<typeof GreenScreenImageQuery>;

export * from '../rules';
