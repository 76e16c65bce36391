/**
 * What the shop server and a module's server entry say to each other about a page's first view (decisions 0035,
 * 0065, 0066, 0075): declared once here, for the server's renderer (@shop/first-view/host) and the entry's
 * render function (@shop/first-view/server). Not part of the shared core: the browser never needs it.
 */
import * as v from 'valibot';
import { FormattedMoney } from './money';
import { PageSettings, ShopSettings } from './portal';
import { User } from './user';

/** What the shop server asks a module's server entry for: the page's address and the same boot data the browser gets. */
export const FirstViewRequest = v.object({
  /** path and query, e.g. /enter-code?code=EMMA2026 */
  url: v.string(),
  lang: v.string(),
  shop: ShopSettings,
  page: PageSettings,
  user: User,
  /** The visitor's stored cookie choice; null: none yet (the shell's chrome then renders its consent banner). */
  consent: v.optional(v.nullable(v.picklist(['allow', 'deny']))),
  /** How long the entry may wait for its API reads (the shop server sets it from its budget). */
  readTimeoutMs: v.optional(v.number()),
});
export type FirstViewRequest = v.InferOutput<typeof FirstViewRequest>;

/** A module's first view of a page, as its server entry rendered it. */
export const FirstView = v.object({
  /** The module's markup, to go inside its element in #shop-content. */
  html: v.string(),
  /** For <head>: the emotion rules the markup uses, the answers the first view read (decision 0036). */
  head: v.string(),
  /** The amounts the markup shows, as formatMoney wrote them (decision 0075); the server checks them again (amountsShown). */
  money: FormattedMoney,
});
export type FirstView = v.InferOutput<typeof FirstView>;

/** Which of the entry's renderers: the page (every entry), or the shell's chrome (its consent banner, decision 0065). */
export const FirstViewPart = v.picklist(['render', 'renderChrome']);
export type FirstViewPart = v.InferOutput<typeof FirstViewPart>;
