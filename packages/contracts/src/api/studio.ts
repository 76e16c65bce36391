/**
 * The studio's calls (issue 30): staff sign-in and second factor, portals, settings, brand, modules,
 * content (menu, CMS pages, policy and terms) and the audit log, all under /api/studio/.
 *
 * Every call but the session ones names the role it needs (`staffRole`): the server answers 401 to a
 * visitor, 403 to a customer (or an operator asking for a support call), and 404 to an operator
 * asking for a portal that is not theirs, as if it did not exist. Every change carries the version
 * it was made from (`version`): a stale one answers 409 with who changed it and when
 * (ApiErrorBody.conflict), and nothing is saved. The staff session has its own cookies
 * (STAFF_SESSION_COOKIE, STAFF_CSRF_COOKIE; docs/decisions/0088); the CSRF header is the
 * same x-csrf-token with the value of STAFF_CSRF_COOKIE.
 */
import * as v from 'valibot';
import { defineCall, ErrorValues } from '../call';
import { CmsModule } from '../cms';
import { BRAND_CORNERS, BRAND_FONTS, LanguageCode, MenuEntry, PortalOptions } from '../portal';
import { REMOTE_MODULES } from '../routes';
import { Email, PASSWORD_RULES } from '../rules';
import { studioCustomerApi } from './studio-customers';
import { studioOrderApi } from './studio-orders';
import { studioSalesApi } from './studio-sales';

export * from './studio-customers';
export * from './studio-orders';
export * from './studio-sales';

/** HttpOnly, Path=/studio and Path=/api/studio (two cookies of one name): never sent with a customer's call. */
export const STAFF_SESSION_COOKIE = 'shop_staff_sid';
/** Readable by the studio's pages (Path=/studio): its value goes in the x-csrf-token header of studio calls. */
export const STAFF_CSRF_COOKIE = 'shop_staff_csrf';
/** A staff session ends after this long without a call. */
export const STAFF_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

export const STAFF_ROLES = ['operator', 'support'] as const;
export const StaffRole = v.picklist(STAFF_ROLES);
export type StaffRole = v.InferOutput<typeof StaffRole>;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `At most ${max} characters`));
const required = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'This is required!'), v.maxLength(max, `At most ${max} characters`));
/** ISO 8601 date-time. */
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
/** The version a change was made from: the one the form loaded. */
const Version = v.pipe(v.number(), v.integer(), v.minValue(0));
const Uuid = v.pipe(v.string(), v.uuid('Invalid id'));

/** A portal's key: lower-case letters, digits and dashes (it names the portal in paths and the CLI). */
export const PORTAL_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const PortalKey = v.pipe(v.string(), v.regex(PORTAL_KEY_PATTERN, 'Lower-case letters, digits and dashes (at most 40)'));
/** A host name the portal answers on (no port, no scheme). */
export const HostName = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(253),
  v.regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Not a host name'),
);
export const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'A three-letter currency code (NOK)'));
export const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'A two-letter country code (NO)'));
/** #rrggbb */
export const HexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb'));
/** A CMS page's id: it is the path /pages/:id. */
export const PageId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Lower-case letters, digits and dashes (at most 64)'));

/** An upload's version travels in the query (the body is the file). */
const UploadQuery = v.object({ version: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'The portal version')) });
const PortalParams = v.object({ portalKey: PortalKey });
const PageParams = v.object({ portalKey: PortalKey, pageId: PageId });

// ---------------------------------------------------------------------------------------------- staff

export const StaffPortal = v.object({ key: v.string(), name: v.string(), hosts: v.array(v.string()) });
export type StaffPortal = v.InferOutput<typeof StaffPortal>;

/** The signed-in staff member. */
export const StaffMember = v.object({
  uuid: v.string(),
  email: v.string(),
  name: v.string(),
  role: StaffRole,
  /** The portals this member works on (support: every portal). */
  portals: v.array(StaffPortal),
  /** A second factor (TOTP) is enrolled. */
  totpEnrolled: v.boolean(),
  /** STAFF_2FA=required and none enrolled: every call but enrolment and sign-out answers 403 (error 'enrolment_required'). */
  mustEnrol: v.boolean(),
});
export type StaffMember = v.InferOutput<typeof StaffMember>;

/** Six digits from the authenticator app, or one of the recovery codes (xxxxx-xxxxx). */
export const SecondFactorCode = v.pipe(v.string(), v.trim(), v.regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, 'Six digits, or a recovery code'));

const StaffPasswordKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid key'));

export const StaffSignInAnswer = v.variant('status', [
  v.object({ status: v.literal('signed-in'), staff: StaffMember }),
  /** E-mail and password are right and a second factor is enrolled: ask again with `code`. Nobody is signed in yet. */
  v.object({ status: v.literal('second-factor') }),
]);
export type StaffSignInAnswer = v.InferOutput<typeof StaffSignInAnswer>;

export const TotpEnrolment = v.object({
  /** otpauth://totp/… for the authenticator app (the QR code's content). */
  otpauthUrl: v.string(),
  /** The secret in base32, for typing in by hand. */
  secret: v.string(),
  /** The QR code as an SVG document. */
  qrSvg: v.string(),
  /** Ten one-time recovery codes, shown once: each signs in once in place of the app. */
  recoveryCodes: v.array(v.string()),
});
export type TotpEnrolment = v.InferOutput<typeof TotpEnrolment>;

// -------------------------------------------------------------------------------------------- portals

export const ModuleSwitch = v.object({ name: v.picklist(REMOTE_MODULES), enabled: v.boolean() });
export type ModuleSwitch = v.InferOutput<typeof ModuleSwitch>;

export const PortalLanguage = v.object({ name: LanguageCode, long: required(40) });

export const PortalSummary = v.object({
  key: v.string(),
  name: v.string(),
  hosts: v.array(v.string()),
  currency: v.string(),
  languages: v.array(v.object({ name: v.string(), long: v.string() })),
  defaultLanguage: v.string(),
  modules: v.array(ModuleSwitch),
});
export type PortalSummary = v.InferOutput<typeof PortalSummary>;

export const StudioContact = v.object({
  email: v.union([v.literal(''), Email]),
  address: text(200),
  postalCode: text(20),
  city: text(100),
  state: text(100),
  phone: text(40),
});

/** What the settings form edits: every setting the shop reads (spec 1–3) besides brand, modules and content. */
export const PortalSettings = v.object({
  name: required(100),
  hosts: v.pipe(v.array(HostName), v.minLength(1, 'At least one host'), v.maxLength(20)),
  country: CountryCode,
  languages: v.pipe(v.array(PortalLanguage), v.minLength(1, 'At least one language'), v.maxLength(10)),
  defaultLanguage: LanguageCode,
  contactInfo: StudioContact,
  /** Minor units; negative switches the free-delivery promo bar off. */
  freeShippingThreshold: v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(100_000_000)),
  options: PortalOptions,
});
export type PortalSettings = v.InferOutput<typeof PortalSettings>;

export const BRAND_COLOUR_PAIRS = [
  ['primary', 'primaryContrast'],
  ['headerBackground', 'headerText'],
] as const;
/** The least contrast ratio of each pair above (WCAG 2.2 AA, normal text). */
export const BRAND_MIN_CONTRAST = 4.5;

export const Brand = v.object({
  primary: HexColour,
  primaryContrast: HexColour,
  headerBackground: HexColour,
  headerText: HexColour,
  /** The front page's background colour behind its image. */
  backgroundColor: HexColour,
  font: v.picklist(BRAND_FONTS),
  corners: v.picklist(BRAND_CORNERS),
});
export type Brand = v.InferOutput<typeof Brand>;

export const PortalDetail = v.object({
  key: v.string(),
  name: v.string(),
  currency: v.string(),
  /** VAT in basis points (2500 = 25 %). */
  vatRate: v.number(),
  settings: PortalSettings,
  brand: Brand,
  /** URLs of the logo and the front page's image ('' when none). */
  logo: v.string(),
  frontImage: v.string(),
  modules: v.array(ModuleSwitch),
  /** Send it back with a change; it rises with every change of the portal (settings, brand, modules, content). */
  version: v.number(),
  updatedAt: v.nullable(Timestamp),
  updatedBy: v.nullable(v.object({ name: v.string(), email: v.string() })),
});
export type PortalDetail = v.InferOutput<typeof PortalDetail>;

export const NewPortal = v.object({
  key: PortalKey,
  name: required(100),
  hosts: v.pipe(v.array(HostName), v.minLength(1, 'At least one host'), v.maxLength(20)),
  currency: CurrencyCode,
  country: CountryCode,
  languages: v.pipe(v.array(PortalLanguage), v.minLength(1, 'At least one language'), v.maxLength(10)),
  defaultLanguage: LanguageCode,
  /** Basis points: 2500 = 25 %. */
  vatRate: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10000)),
});
export type NewPortal = v.InferOutput<typeof NewPortal>;

/** Brand pictures: at most this many bytes, JPEG, PNG or WebP by their content; re-encoded by the server. */
export const BRAND_UPLOAD_RULES = { maxBytes: 8 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;

// -------------------------------------------------------------------------------------------- content

export const MENU_RULES = { maxEntries: 40, maxChildren: 20, titleMax: 80, targetMax: 1000 } as const;

const menuEntryFields = {
  /** Per language code. */
  title: v.pipe(
    v.record(LanguageCode, text(MENU_RULES.titleMax)),
    v.check((t) => Object.values(t).some((s) => s.trim() !== ''), 'A title in at least one language'),
  ),
  visibility: v.picklist([0, 1, 2]),
  type: v.picklist(['internal', 'modal', 'cookiesettings', 'other']),
  target: text(MENU_RULES.targetMax),
  icon: v.optional(text(40)),
};
/** internal: a shop path (/products/packages); other: an http(s) address; modal: a CMS page id; cookiesettings: none. */
const targetCheck = <T extends { type: string; target: string }>(entry: T) =>
  entry.type === 'internal'
    ? /^\/(?!\/)/.test(entry.target)
    : entry.type === 'other'
      ? /^https?:\/\/[^\s]+$/i.test(entry.target)
      : entry.type === 'modal'
        ? /^[a-z0-9][a-z0-9-]{0,63}$/.test(entry.target)
        : true;
const TARGET_MESSAGE = 'internal: a path starting with /; other: an http(s) address; modal: a page id';

const MenuLeaf = v.pipe(v.object(menuEntryFields), v.forward(v.check(targetCheck, TARGET_MESSAGE), ['target']));
/** One entry of the menu editor; an entry with children is a group (one level deep). */
export const StudioMenuEntry = v.pipe(
  v.object({ ...menuEntryFields, children: v.optional(v.pipe(v.array(MenuLeaf), v.maxLength(MENU_RULES.maxChildren))) }),
  v.forward(
    v.check((e) => (e.children?.length ?? 0) > 0 || targetCheck(e), TARGET_MESSAGE),
    ['target'],
  ),
);
export type StudioMenuEntry = v.InferOutput<typeof StudioMenuEntry>;

export const POLICY_KINDS = ['privacyPolicy', 'termsOfService', 'termsOfPurchase'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_MAX = 100_000;
/** HTML per language code; the server sanitises it before it is stored. */
const PerLanguageHtml = v.record(LanguageCode, text(POLICY_MAX));
export const Policies = v.object({ privacyPolicy: PerLanguageHtml, termsOfService: PerLanguageHtml, termsOfPurchase: PerLanguageHtml });
export type Policies = v.InferOutput<typeof Policies>;

export const CMS_RULES = { maxModules: 60, htmlMax: 100_000, textMax: 2000, urlMax: 2000, maxSlides: 10 } as const;
/**
 * A link a page may hold: http(s), mailto:, tel: or the shop's own path. Images: the shop's own path
 * (an uploaded picture) or https.
 */
export const CmsLink = v.pipe(
  text(CMS_RULES.urlMax),
  v.regex(/^(https?:\/\/|mailto:|tel:|\/(?!\/))/i, 'A link: http(s)://, mailto:, tel: or a path of the shop'),
);
const ImageUrl = v.pipe(text(CMS_RULES.urlMax), v.regex(/^(https:\/\/|\/(?!\/))/i, 'An image: https:// or a path of the shop'));
const ModuleId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Invalid module id'));

export const StudioCmsModule = v.variant('type', [
  v.object({ id: ModuleId, type: v.literal('Title'), text: required(CMS_RULES.textMax) }),
  /** HTML from the rich-text editor (sanitised by the server with an allowlist before it is stored). */
  v.object({ id: ModuleId, type: v.literal('RichText'), html: text(CMS_RULES.htmlMax) }),
  /** The legacy paragraph (pages made before the studio): HTML when isHTML, sanitised as RichText. */
  v.object({ id: ModuleId, type: v.literal('Paragraph'), content: text(CMS_RULES.htmlMax), isHTML: v.boolean() }),
  v.object({
    id: ModuleId,
    type: v.literal('Image'),
    src: ImageUrl,
    alt: text(300),
    link: v.optional(CmsLink),
    openInNewWindow: v.optional(v.boolean(), false),
  }),
  v.object({
    id: ModuleId,
    type: v.literal('Slider'),
    duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(60_000))),
    slides: v.pipe(
      v.array(
        v.object({
          background: ImageUrl,
          title: text(200),
          text: text(CMS_RULES.textMax),
          button: v.optional(v.object({ text: required(80), link: CmsLink })),
        }),
      ),
      v.minLength(1, 'At least one slide'),
      v.maxLength(CMS_RULES.maxSlides),
    ),
  }),
  v.object({
    id: ModuleId,
    type: v.literal('PromoteCategory'),
    category: required(100),
    title: text(200),
    text: text(CMS_RULES.textMax),
    image: ImageUrl,
    link: CmsLink,
  }),
]);
export type StudioCmsModule = v.InferOutput<typeof StudioCmsModule>;

export const StudioPageSummary = v.object({
  id: v.string(),
  title: v.string(),
  /** Published: customers see the published modules at /pages/:id; a draft only in the studio. */
  published: v.boolean(),
  /** The draft differs from what is published. */
  hasDraft: v.boolean(),
  updatedAt: v.nullable(Timestamp),
});

export const StudioPage = v.object({
  id: v.string(),
  title: v.string(),
  /** The draft the studio edits (what Publish makes public). */
  modules: v.array(CmsModule),
  published: v.boolean(),
  hasDraft: v.boolean(),
  version: v.number(),
  updatedAt: v.nullable(Timestamp),
  updatedBy: v.nullable(v.object({ name: v.string(), email: v.string() })),
});
export type StudioPage = v.InferOutput<typeof StudioPage>;

export const PortalContent = v.object({
  /** The portal's version (menu and policies change it). */
  version: v.number(),
  languages: v.array(v.string()),
  /** As stored (menus older than the studio may not pass StudioMenuEntry's rules until edited). */
  menu: v.array(MenuEntry),
  pages: v.array(StudioPageSummary),
  policies: Policies,
});
export type PortalContent = v.InferOutput<typeof PortalContent>;

// ------------------------------------------------------------------------------------------ audit log

export const AUDIT_KINDS = [
  'portal.create',
  'portal.settings',
  'portal.brand',
  'portal.logo',
  'portal.front-image',
  'portal.modules',
  'content.menu',
  'content.policies',
  'content.image',
  'page.create',
  'page.update',
  'page.publish',
  'page.delete',
  'staff.totp',
  'order.status',
  'photojob.import',
  'photojob.shop',
  'photojob.deadline',
  'photojob.archive',
  'photojob.codes',
  'order.refund',
  'price-list.publish',
  'voucher.create',
  'voucher.update',
  'voucher.delete',
  'template.publish',
  'template.withdraw',
  'customer.view',
  'customer.password-reset',
  'customer.simulate',
  'order.confirmation',
  'recording.view',
  'recording.delete',
] as const;
export const AuditKind = v.picklist(AUDIT_KINDS);
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AuditEntry = v.object({
  id: v.string(),
  at: Timestamp,
  /** null for a change of no portal (a staff member's own second factor). */
  portal: v.nullable(v.string()),
  staff: v.object({ uuid: v.string(), name: v.string(), email: v.string() }),
  kind: AuditKind,
  /** What it was and what it became (the changed fields; null when created or deleted). */
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

export const AUDIT_PAGE_SIZE = 50;

// ----------------------------------------------------------------------------------------- photo jobs

/**
 * A photo job in the studio (issue 32): where it stands for customers and what it holds. 'in_shop' with a
 * selectionDeadline is 'selection_deadline' (the yearbook pose selection ends then); archived jobs are still
 * found by their codes.
 */
export const PHOTO_JOB_STATES = ['not_in_shop', 'in_shop', 'selection_deadline', 'archived'] as const;
export const PhotoJobState = v.picklist(PHOTO_JOB_STATES);
export type PhotoJobState = (typeof PHOTO_JOB_STATES)[number];

export const PhotoJobSummary = v.object({
  uuid: v.string(),
  key: v.string(),
  name: v.string(),
  year: v.number(),
  state: PhotoJobState,
  inShop: v.boolean(),
  archived: v.boolean(),
  /** When the yearbook pose selection ends (null: no end). */
  selectionDeadline: v.nullable(Timestamp),
  createdAt: Timestamp,
  subjects: v.number(),
  pictures: v.number(),
  /** Subjects whose code a customer has entered. */
  codesUsed: v.number(),
  /** Confirmed orders with a line of this job's subjects or pictures. */
  orders: v.number(),
  /** Generated codes kept for the letters (0: nothing to download). */
  codesForLetters: v.number(),
});
export type PhotoJobSummary = v.InferOutput<typeof PhotoJobSummary>;

/** An uploaded job folder: at most PHOTO_JOB_UPLOAD_RULES.maxBytes, a zip (by its bytes), sent with tus. */
export const PHOTO_JOB_UPLOAD_RULES = {
  maxBytes: 5 * 1024 ** 3,
  /** The tus endpoint (POST creates an upload, PATCH sends its bytes, HEAD asks how far it got). */
  tusPath: '/api/studio/photo-job-uploads',
} as const;

/**
 * An uploaded zip on its way in: 'checking' (the dry run runs), 'problems' (every problem, nothing
 * written), 'ready' (checked: what the import would do), 'queued' and 'importing' (the import runs in
 * the background), 'done' or 'failed'.
 */
export const PHOTO_JOB_IMPORT_STATES = ['checking', 'problems', 'ready', 'queued', 'importing', 'done', 'failed'] as const;
export const PhotoJobImportState = v.picklist(PHOTO_JOB_IMPORT_STATES);
export type PhotoJobImportState = (typeof PHOTO_JOB_IMPORT_STATES)[number];

/**
 * A problem of an uploaded file: the file in the folder, its line (0: the file as a whole), what is wrong in English
 * (message: the operator's console, logs, other clients) and, for the studio to word it itself (decision 0101), its
 * kind (a contract's check: valibot's issue type with values.field; else the import's own, such as not_yes_no) and
 * what the kind's text needs.
 */
export const ImportProblem = v.object({
  file: v.string(),
  line: v.number(),
  message: v.string(),
  kind: v.optional(v.string()),
  values: v.optional(ErrorValues),
});
export type ImportProblem = v.InferOutput<typeof ImportProblem>;

const Counts = v.object({ created: v.number(), updated: v.number(), unchanged: v.number() });
export const ImportOutcome = v.object({
  job: v.object({ key: v.string(), name: v.string() }),
  subjects: Counts,
  pictures: Counts,
  /** Rows of the job that the folder no longer lists (kept). */
  kept: v.object({ subjects: v.number(), pictures: v.number() }),
  codesGenerated: v.number(),
});
export type ImportOutcome = v.InferOutput<typeof ImportOutcome>;

/** A stage's progress: done of total (total 0: not known yet). */
const Stage = v.object({ done: v.number(), total: v.number() });

export const PhotoJobImport = v.object({
  uuid: v.string(),
  fileName: v.string(),
  size: v.number(),
  state: PhotoJobImportState,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  by: v.object({ name: v.string(), email: v.string() }),
  problems: v.array(ImportProblem),
  /** What the dry run found the import would do (ready), or what it did (done). */
  outcome: v.nullable(ImportOutcome),
  progress: v.object({ picturesRead: Stage, derivativesMade: Stage }),
  /** The job it made or changed (done). */
  jobUuid: v.nullable(v.string()),
  /** Why it failed (failed). */
  error: v.nullable(v.string()),
});
export type PhotoJobImport = v.InferOutput<typeof PhotoJobImport>;

export const PhotoJobChange = v.variant('change', [
  v.object({ change: v.picklist(['put-in-shop', 'take-out-of-shop', 'archive', 'unarchive']) }),
  /** null: the selection has no end. */
  v.object({ change: v.literal('selection-deadline'), deadline: v.nullable(Timestamp) }),
]);
export type PhotoJobChange = v.InferOutput<typeof PhotoJobChange>;

const PhotoJobParams = v.object({ portalKey: PortalKey, jobUuid: Uuid });
const ImportParams = v.object({ portalKey: PortalKey, importUuid: Uuid });
/** tus's upload id (32 hex digits). */
export const TusUploadId = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'An upload id'));

export const studioApi = {
  /** Who is signed in to the studio (null: nobody); sets STAFF_CSRF_COOKIE for the sign-in form. */
  staffSession: defineCall({ method: 'GET', path: '/api/studio/session', response: v.object({ staff: v.nullable(StaffMember) }) }),
  /** Same hashing, limits and neutral answers as a customer's sign-in; a customer's session is left as it is. */
  staffSignIn: defineCall({
    method: 'POST',
    path: '/api/studio/sign-in',
    errors: [401, 429],
    body: v.object({
      email: Email,
      password: v.pipe(v.string(), v.minLength(1, 'This is required!'), v.maxLength(PASSWORD_RULES.max)),
      code: v.optional(SecondFactorCode),
    }),
    response: StaffSignInAnswer,
  }),
  /** The one-time link of `pnpm operator staff add` (/studio/set-password?key=…): still valid? */
  staffPasswordKey: defineCall({
    method: 'GET',
    path: '/api/studio/set-password/:key',
    params: v.object({ key: StaffPasswordKey }),
    response: v.object({ valid: v.boolean(), email: v.optional(v.string()) }),
  }),
  /** Sets the password once (the customers' rules: at least PASSWORD_RULES.resetMin, not a common one); 410 when the link is used or expired. */
  staffSetPassword: defineCall({
    method: 'POST',
    path: '/api/studio/set-password/:key',
    errors: [410],
    params: v.object({ key: StaffPasswordKey }),
    body: v.object({ password: v.pipe(v.string(), v.maxLength(PASSWORD_RULES.max)) }),
    response: v.object({ ok: v.literal(true) }),
  }),
  staffSignOut: defineCall({ method: 'POST', path: '/api/studio/sign-out', response: v.object({ ok: v.literal(true) }) }),
  /** The signed-in staff member (401 for anyone else). */
  staffMe: defineCall({ method: 'GET', path: '/api/studio/me', staffRole: 'operator', response: v.object({ staff: StaffMember }) }),
  /** A new secret and recovery codes; nothing changes until confirmed. 409 when one is enrolled already. */
  totpStart: defineCall({ method: 'POST', path: '/api/studio/totp/start', staffRole: 'operator', errors: [409], response: TotpEnrolment }),
  /** The first code from the app switches the second factor on (the recovery codes of the start with it). */
  totpConfirm: defineCall({
    method: 'POST',
    path: '/api/studio/totp/confirm',
    staffRole: 'operator',
    errors: [409],
    body: v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'Six digits')) }),
    response: v.object({ staff: StaffMember }),
  }),
  /** Staff members the audit filter can name (an operator: those of their portals). */
  staffList: defineCall({
    method: 'GET',
    path: '/api/studio/staff',
    staffRole: 'operator',
    response: v.object({ staff: v.array(v.object({ uuid: v.string(), name: v.string(), email: v.string(), role: StaffRole })) }),
  }),

  portals: defineCall({ method: 'GET', path: '/api/studio/portals', staffRole: 'operator', response: v.object({ portals: v.array(PortalSummary) }) }),
  /** Answers on its hosts at once: an empty but working shop. 409: the key or a host is taken. */
  createPortal: defineCall({
    method: 'POST',
    path: '/api/studio/portals',
    staffRole: 'support',
    status: 201,
    errors: [409],
    body: NewPortal,
    response: PortalDetail,
  }),
  portal: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey',
    staffRole: 'operator',
    errors: [404],
    params: PortalParams,
    response: PortalDetail,
  }),
  /** 409: the version is stale (or a host belongs to another portal). */
  updatePortalSettings: defineCall({
    method: 'PUT',
    path: '/api/studio/portals/:portalKey/settings',
    staffRole: 'operator',
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ version: Version, settings: PortalSettings }),
    response: PortalDetail,
  }),
  /** The rules of `pnpm operator module`: 409 when a module cannot be switched on (not deployed). */
  updatePortalModules: defineCall({
    method: 'PUT',
    path: '/api/studio/portals/:portalKey/modules',
    staffRole: 'operator',
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ version: Version, modules: v.pipe(v.array(ModuleSwitch), v.minLength(1), v.maxLength(REMOTE_MODULES.length)) }),
    response: PortalDetail,
  }),
  /** A pair of BRAND_COLOUR_PAIRS under BRAND_MIN_CONTRAST is a 400 naming the pair and its ratio. */
  updatePortalBrand: defineCall({
    method: 'PUT',
    path: '/api/studio/portals/:portalKey/brand',
    staffRole: 'operator',
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ version: Version, brand: Brand }),
    response: PortalDetail,
  }),
  /**
   * multipart/form-data with one field `file` (JPEG, PNG or WebP by content, at most
   * BRAND_UPLOAD_RULES.maxBytes: 413); re-encoded. 400 names a file that is not such an image.
   */
  uploadPortalLogo: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/logo',
    staffRole: 'operator',
    multipart: true,
    errors: [404, 409, 413],
    params: PortalParams,
    query: UploadQuery,
    response: PortalDetail,
  }),
  uploadPortalFrontImage: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/front-image',
    staffRole: 'operator',
    multipart: true,
    errors: [404, 409, 413],
    params: PortalParams,
    query: UploadQuery,
    response: PortalDetail,
  }),

  portalContent: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/content',
    staffRole: 'operator',
    errors: [404],
    params: PortalParams,
    response: PortalContent,
  }),
  updateMenu: defineCall({
    method: 'PUT',
    path: '/api/studio/portals/:portalKey/menu',
    staffRole: 'operator',
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ version: Version, menu: v.pipe(v.array(StudioMenuEntry), v.maxLength(MENU_RULES.maxEntries)) }),
    response: PortalContent,
  }),
  /** Privacy policy, terms of service and terms of purchase per language (HTML, sanitised before it is stored). */
  updatePolicies: defineCall({
    method: 'PUT',
    path: '/api/studio/portals/:portalKey/policies',
    staffRole: 'operator',
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ version: Version, policies: Policies }),
    response: PortalContent,
  }),
  /** A picture for a CMS page (multipart field `file`, as the logo): its URL for an Image or Slider module. */
  uploadContentImage: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/images',
    staffRole: 'operator',
    multipart: true,
    status: 201,
    errors: [404, 413],
    params: PortalParams,
    response: v.object({ url: v.string() }),
  }),
  page: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/pages/:pageId',
    staffRole: 'operator',
    errors: [404],
    params: PageParams,
    response: StudioPage,
  }),
  /** A new, unpublished page without modules. 409: the id is taken. */
  createPage: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/pages',
    staffRole: 'operator',
    status: 201,
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ id: PageId, title: required(200) }),
    response: StudioPage,
  }),
  /** Saves the draft: title and modules in their order (Rich text sanitised). */
  updatePage: defineCall({
    method: 'PUT',
    path: '/api/studio/portals/:portalKey/pages/:pageId',
    staffRole: 'operator',
    errors: [404, 409],
    params: PageParams,
    body: v.object({ version: Version, title: required(200), modules: v.pipe(v.array(StudioCmsModule), v.maxLength(CMS_RULES.maxModules)) }),
    response: StudioPage,
  }),
  /** The draft becomes what customers see at /pages/:id. */
  publishPage: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/pages/:pageId/publish',
    staffRole: 'operator',
    errors: [404, 409],
    params: PageParams,
    body: v.object({ version: Version }),
    response: StudioPage,
  }),
  deletePage: defineCall({
    method: 'DELETE',
    path: '/api/studio/portals/:portalKey/pages/:pageId',
    staffRole: 'operator',
    errors: [404, 409],
    params: PageParams,
    query: v.object({ version: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'The page version')) }),
    response: v.object({ ok: v.literal(true) }),
  }),

  /** Newest first; `before` is the `next` of the previous page (keyset paging). An operator sees their portals' entries. */
  auditLog: defineCall({
    method: 'GET',
    path: '/api/studio/audit',
    staffRole: 'operator',
    errors: [404],
    query: v.object({
      portal: v.optional(PortalKey),
      staff: v.optional(Uuid),
      kind: v.optional(AuditKind),
      /** Dates (YYYY-MM-DD, UTC), both days included. */
      from: v.optional(v.pipe(v.string(), v.isoDate())),
      to: v.optional(v.pipe(v.string(), v.isoDate())),
      before: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid cursor'))),
      limit: v.optional(v.pipe(v.string(), v.regex(/^([1-9]|[1-9]\d|100)$/, '1 to 100'))),
    }),
    response: v.object({ entries: v.array(AuditEntry), next: v.nullable(v.string()) }),
  }),

  ...studioOrderApi,
  ...studioSalesApi,
  ...studioCustomerApi,
  /** The portal's photo jobs with their state and counts, and its recent imports (newest first). */
  photoJobs: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/photo-jobs',
    staffRole: 'operator',
    errors: [404],
    params: PortalParams,
    response: v.object({ jobs: v.array(PhotoJobSummary), imports: v.array(PhotoJobImport) }),
  }),
  /** Put in or take out of the shop, the selection deadline, archive: each in the audit log. The same change twice changes nothing. */
  changePhotoJob: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/photo-jobs/:jobUuid',
    staffRole: 'operator',
    errors: [404],
    params: PhotoJobParams,
    body: PhotoJobChange,
    response: PhotoJobSummary,
  }),
  /**
   * A finished tus upload becomes an import: the zip is checked (its bytes, not its name: 400 with the
   * reason) and the dry run starts in the background. 404: no upload of this portal by this id; 409: not finished.
   */
  createPhotoJobImport: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/photo-job-imports',
    staffRole: 'operator',
    status: 201,
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ uploadId: TusUploadId }),
    response: PhotoJobImport,
  }),
  photoJobImport: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/photo-job-imports/:importUuid',
    staffRole: 'operator',
    errors: [404],
    params: ImportParams,
    response: PhotoJobImport,
  }),
  /** Starts the checked import in the background (409 unless the dry run found no problem); starting it twice starts it once. */
  startPhotoJobImport: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/photo-job-imports/:importUuid/start',
    staffRole: 'operator',
    errors: [404, 409],
    params: ImportParams,
    response: PhotoJobImport,
  }),
} as const;
