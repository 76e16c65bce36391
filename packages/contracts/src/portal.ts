import * as v from 'valibot';
import { FormattedMoney } from './money';
import { isTimeZone } from './locale';
import { ALL_REMOTES } from './routes';

export const LanguageCode = v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'Must be a two-letter language code'));

export const ContactInfo = v.object({
  email: v.string(),
  address: v.string(),
  postalCode: v.string(),
  city: v.string(),
  state: v.string(),
  phone: v.string(),
});

/** A menu entry of page settings. visibility: 0 all, 1 signed-in only, 2 signed-out only. */
export interface MenuEntry {
  title: Record<string, string>;
  visibility: 0 | 1 | 2;
  type: 'internal' | 'modal' | 'cookiesettings' | 'other';
  /** internal: an app path (/products/packages); other: an absolute URL; modal: the CMS page id. */
  target: string;
  data?: Record<string, string>;
  children?: MenuEntry[];
  icon?: string;
}
export const MenuEntry: v.GenericSchema<MenuEntry> = v.object({
  title: v.record(v.string(), v.string()),
  visibility: v.picklist([0, 1, 2]),
  type: v.picklist(['internal', 'modal', 'cookiesettings', 'other']),
  target: v.string(),
  data: v.optional(v.record(v.string(), v.string())),
  children: v.optional(v.array(v.lazy(() => MenuEntry))),
  icon: v.optional(v.string()),
});

export const ModuleEntry = v.object({
  name: v.picklist(ALL_REMOTES),
  /** URL of the remote's mf-manifest.json. */
  manifestUrl: v.string(),
  /** Switched on for this portal (a staff module: always) and deployed. */
  enabled: v.boolean(),
});
export type ModuleEntry = v.InferOutput<typeof ModuleEntry>;

export const PortalOptions = v.object({
  gatherAddress2: v.boolean(),
  gatherState: v.boolean(),
  acceptMailDefaultOn: v.boolean(),
  disableAcceptMailOptionWhenRegisteringUser: v.boolean(),
  allowOwnPhotos: v.boolean(),
  disableImageToolbox: v.boolean(),
  whiteLabelDisableMixPhotographers: v.boolean(),
  hidePostalCode: v.boolean(),
  /**
   * Which picture sets the editor's image inbox may switch to (spec 2 section 4): 0 only the opened set,
   * 1 the same subject, 2 the same job, 3 the same job type, 4 as 3 and asks before a picture of another
   * set replaces one. A portal stored before this setting existed reads 0.
   */
  subjectChangeMode: v.optional(v.picklist([0, 1, 2, 3, 4]), 0),
  /**
   * webshop.package.addToCartWarning (spec 2, package-create screen): 'Dear customer' asks before a package
   * goes into the cart, once per session. A portal stored before this setting existed reads false.
   */
  packageAddToCartWarning: v.optional(v.boolean(), false),
  /**
   * The carrier's tracking page with `{tracking}` where the number goes (issue 31), e.g.
   * https://tracking.example/{tracking}. Empty or absent (a portal stored before): no tracking link.
   */
  trackingUrlTemplate: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.maxLength(500), v.regex(/^https:\/\/[^\s]*\{tracking\}[^\s]*$/, 'An https:// address with {tracking} in it')),
    ]),
  ),
  /**
   * The lab drop (issue 31): a folder of the shop's storage (FILES_DIR or the bucket) where "Send to lab"
   * writes each order's export for the lab to collect, e.g. lab/fjord. Empty or absent: the zip only.
   */
  labDrop: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i, 'A folder such as lab/fjord'))]),
  ),
  /**
   * The portal's IANA time zone, e.g. Europe/Oslo: the days of the studio's sales dashboard (decision 0110).
   * Absent (a portal stored before): DEFAULT_TIME_ZONE of the sales contract.
   */
  timeZone: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(64),
      // a zone's name, never an offset ('+01:00' reads the other way round in PostgreSQL)
      v.regex(/^[A-Za-z][A-Za-z_]*(\/[A-Za-z0-9_+-]+)*$/, 'An IANA time zone such as Europe/Oslo'),
      v.check(isTimeZone, 'An IANA time zone such as Europe/Oslo'),
    ),
  ),
});
export type PortalOptions = v.InferOutput<typeof PortalOptions>;

/**
 * Heading fonts a portal can choose: system font stacks only, so a brand downloads nothing and adds no
 * JavaScript (the server paints the stack as a CSS variable, see shop-api portals/brand.ts).
 */
export const BRAND_FONTS = ['system', 'humanist', 'geometric', 'serif', 'rounded'] as const;
/** Corner styles: the radii of buttons, fields, cards and pictures. */
export const BRAND_CORNERS = ['square', 'soft', 'round'] as const;

export const Theme = v.object({
  /** Brand colour for buttons and links (hex). */
  primary: v.string(),
  /** Text on the brand colour. */
  primaryContrast: v.string(),
  headerBackground: v.string(),
  headerText: v.string(),
  /** Font of headings and the shop's name; 'system' when not set. */
  font: v.optional(v.picklist(BRAND_FONTS)),
  /** 'soft' when not set. */
  corners: v.optional(v.picklist(BRAND_CORNERS)),
});
export type Theme = v.InferOutput<typeof Theme>;

export const ShopSettings = v.object({
  /** Portal key (slug). */
  portal: v.string(),
  name: v.string(),
  /** Minor units (øre/cents); negative switches the promo bar off. */
  freeShippingThreshold: v.number(),
  hasPrivacyPolicy: v.boolean(),
  terms: v.object({ termsOfService: v.string() }),
  locale: v.object({
    languages: v.array(v.object({ name: LanguageCode, long: v.string() })),
    country: v.object({ twoLetterCode: v.string() }),
  }),
  default_language: LanguageCode,
  contactInfo: ContactInfo,
  currency: v.object({ code: v.string() }),
  options: PortalOptions,
  theme: Theme,
  modules: v.array(ModuleEntry),
});
export type ShopSettings = v.InferOutput<typeof ShopSettings>;

export const PageSettings = v.object({
  logo: v.string(),
  background: v.object({ color: v.string(), image: v.string() }),
  menu: v.array(MenuEntry),
});
export type PageSettings = v.InferOutput<typeof PageSettings>;

/** What the server writes into the HTML so the first paint is branded before JavaScript runs. */
export const BootData = v.object({
  shop: ShopSettings,
  page: PageSettings,
  /** Amounts the chrome's first render shows (the free-delivery threshold), formatted by the server. */
  money: v.optional(FormattedMoney),
});
export type BootData = v.InferOutput<typeof BootData>;
export const BOOT_DATA_ELEMENT_ID = 'shop-boot-data';
