import * as v from 'valibot';
import { defineCall } from '../call';
import { LegacyPage } from '../cms';
import { LanguageCode, PageSettings, ShopSettings } from '../portal';
import { CartSummary, User } from '../user';

const Ok = v.object({ ok: v.literal(true) });

export const platformApi = {
  /** Liveness: answers while the process lives (no database query), for a process supervisor. */
  health: defineCall({ method: 'GET', path: '/api/health', response: v.object({ status: v.literal('ok'), database: v.string() }) }),
  /**
   * Readiness, for a load balancer: 200 only while the database and the file storage answer and the
   * instance is not shutting down; else 503 (the one error format) naming what is not ready.
   */
  ready: defineCall({
    method: 'GET',
    path: '/api/ready',
    response: v.object({ status: v.literal('ready'), database: v.string(), storage: v.string() }),
  }),
  shopSettings: defineCall({ method: 'GET', path: '/api/webshop/shop-settings', response: ShopSettings }),
  pageSettings: defineCall({ method: 'GET', path: '/api/webshop/page-settings', response: PageSettings }),
  /** The current user; a visitor gets an anonymous user. */
  currentUser: defineCall({ method: 'GET', path: '/api/webshop/user', response: v.object({ user: User }) }),
  setLanguage: defineCall({
    method: 'PUT',
    path: '/api/webshop/user/language',
    body: v.object({ lang: LanguageCode }),
    response: v.object({ lang: LanguageCode }),
  }),
  cartSummary: defineCall({ method: 'GET', path: '/api/webshop/cart/summary', response: CartSummary }),
  privacyPolicy: defineCall({
    method: 'GET',
    path: '/api/webshop/privacy-policy',
    response: v.object({ data: v.object({ privacyPolicy: v.string() }) }),
  }),
  legacyPage: defineCall({
    method: 'GET',
    path: '/api/webshop/legacy-pages/:id',
    params: v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid page id')) }),
    response: LegacyPage,
  }),
  /** Support recordings of a browser session (debug page). */
  debugStart: defineCall({
    method: 'POST',
    path: '/api/webshop/debug/recordings',
    body: v.object({ userAgent: v.pipe(v.string(), v.maxLength(512)) }),
    response: v.object({ id: v.string() }),
  }),
  debugEvents: defineCall({
    method: 'POST',
    path: '/api/webshop/debug/recordings/:id/events',
    params: v.object({ id: v.pipe(v.string(), v.uuid()) }),
    body: v.object({ events: v.pipe(v.array(v.record(v.string(), v.unknown())), v.maxLength(5000)) }),
    response: Ok,
  }),
  debugStop: defineCall({
    method: 'POST',
    path: '/api/webshop/debug/recordings/:id/stop',
    params: v.object({ id: v.pipe(v.string(), v.uuid()) }),
    response: Ok,
  }),
} as const;
