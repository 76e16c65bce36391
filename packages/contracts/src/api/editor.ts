/**
 * The editor's calls (spec 2 section 7) at the spec's exact paths: own uploads (the legacy multipart
 * upload and the recent-images list), filling a template from a picture set, the group picture's texts,
 * the customer's templates of a product, a package instance, a job's green-screen backgrounds, and
 * replacing a cart line with the edited design (update mode). docs/decisions/0051.
 */
import * as v from 'valibot';
import { defineCall } from '../call';
import { AddLine, OrderLine, OrderSummary, PackageLineItem, TemplateData, UserResource } from '../commerce/cart';
import { Uuid } from '../commerce/products';

export const UPLOAD_RULES = {
  /** Bytes of one file. */
  maxBytes: 25 * 1024 * 1024,
  /** Pixels on the longer side an upload is kept at (bigger ones are scaled down). */
  maxSide: 6000,
  /** The smallest picture worth printing. */
  minSide: 200,
  /** Files per request (the client sends one at a time). */
  maxFiles: 10,
  /** Attempts per file and the wait between them (spec 2 section 9). */
  attempts: 5,
  retryWaitMs: 5000,
} as const;

/** One of the customer's own uploads (spec 2 section 3: recent user images). */
export const RecentImage = v.object({
  uuid: v.string(),
  dimensions: v.object({ width: v.number(), height: v.number() }),
  /** Bytes of the stored file. */
  size: v.number(),
  /** Always contains 'user_uploaded'. */
  keywords: v.array(v.string()),
  /** Thumbnails (JPEG) by width, for the inbox and the editor's canvas. */
  images: v.object({ w320: v.string(), w640: v.string(), w1600: v.string() }),
  /** Seconds since the epoch. */
  uploadedAt: v.number(),
});
export type RecentImage = v.InferOutput<typeof RecentImage>;

/** The legacy upload's answer: 'OK' and the stored files (with their 640 thumbnails). */
export const UploadAnswer = v.object({
  result: v.literal('OK'),
  files: v.array(v.object({ uuid: v.string(), name: v.string(), width: v.number(), height: v.number(), thumbnail: v.string() })),
});
export type UploadAnswer = v.InferOutput<typeof UploadAnswer>;

/** A package being made (spec 2 section 3: package instance); its items as a cart line's package items. */
export const PackageInstance = v.object({
  uuid: v.string(),
  name: v.string(),
  subject: v.object({ uuid: v.string(), name: v.string(), group: v.string() }),
  job: v.object({ uuid: v.string(), name: v.string() }),
  allowSubjectChange: v.boolean(),
  packageItems: v.array(PackageLineItem),
});
export type PackageInstance = v.InferOutput<typeof PackageInstance>;

export const editorApi = {
  recentImages: defineCall({
    method: 'GET',
    path: '/api/webshop/user/recent-images',
    signedIn: true,
    response: v.array(RecentImage),
  }),
  /**
   * Own pictures (portal option allowOwnPhotos; 403 without it). multipart/form-data with field `images[]`;
   * only real images (by content), at most UPLOAD_RULES.maxBytes each (413). 400 names a file that is not
   * an image.
   */
  upload: defineCall({
    method: 'POST',
    path: '/system/iframes/upload_internal.php',
    signedIn: true,
    multipart: true,
    errors: [403, 413],
    query: v.object({
      type: v.optional(v.pipe(v.string(), v.maxLength(40))),
      json: v.optional(v.pipe(v.string(), v.maxLength(10))),
      thumbnails: v.optional(v.pipe(v.string(), v.maxLength(10))),
    }),
    response: UploadAnswer,
  }),
  /** A template filled from a picture set's pictures (the rules of each slot), and the year for calendars. */
  fillTemplate: defineCall({
    method: 'POST',
    path: '/api/webshop/user/templates/fill-template',
    signedIn: true,
    errors: [404],
    body: v.object({ template: v.object({ uuid: Uuid }), subject: v.object({ uuid: Uuid }) }),
    response: TemplateData,
  }),
  /** A group picture's texts (slots with fillFrom): the subject's name, group and the job's name. */
  fillUserStrings: defineCall({
    method: 'POST',
    path: '/api/webshop/templates/fill-user-strings-by-picture',
    signedIn: true,
    errors: [404],
    body: v.object({
      subject: v.object({ uuid: Uuid }),
      template: v.object({ uuid: Uuid }),
      picture: v.object({ uuid: Uuid }),
      resource: v.object({ id: v.pipe(v.string(), v.maxLength(200)) }),
    }),
    response: v.object({ userStringResources: v.array(UserResource) }),
  }),
  /** The customer's designs of a product in the cart, newest first (the package editor's and the strip's starting point). */
  templatesByProduct: defineCall({
    method: 'GET',
    path: '/api/webshop/user/templates/by-product/:productUuid',
    signedIn: true,
    params: v.object({ productUuid: Uuid }),
    response: v.array(
      v.object({
        template: v.object({ uuid: v.string(), name: v.string(), dimensions: v.object({ width: v.number(), height: v.number() }) }),
        userResources: TemplateData.entries.userResources,
        year: v.nullable(v.number()),
      }),
    ),
  }),
  /** A package offer as an instance for a picture set (the customer's first buyable set when none is named). */
  packageInstance: defineCall({
    method: 'POST',
    path: '/api/webshop/packages/:uuid',
    signedIn: true,
    errors: [404, 409],
    params: v.object({ uuid: Uuid }),
    body: v.object({ subject: v.optional(v.object({ uuid: Uuid })) }),
    response: PackageInstance,
  }),
  /** The green-screen backgrounds of a job the customer has a set of. */
  jobBackgrounds: defineCall({
    method: 'GET',
    path: '/api/webshop/green-screen-backgrounds/:jobUuid',
    signedIn: true,
    errors: [404],
    params: v.object({ jobUuid: Uuid }),
    response: v.array(v.object({ uuid: v.string(), src: v.string() })),
  }),
  /** Update mode: the edited design replaces the cart line (same place in the cart, new content and quantity). */
  replaceLine: defineCall({
    method: 'PUT',
    path: '/api/webshop/cart/lines/:uuid',
    signedIn: true,
    errors: [404, 409],
    params: v.object({ uuid: Uuid }),
    body: v.object({ line: AddLine }),
    response: v.object({ orderLine: OrderLine, summary: OrderSummary }),
  }),
} as const;
