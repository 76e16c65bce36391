/**
 * The unsubscribe link of the reminder and pictures-ready e-mails (issue 34 item 3; decision 0094): a
 * signed token naming the parent and the picture sets the e-mail was about, valid for TOKEN_DAYS. Opening
 * it switches the reminders of those sets off (the communication preferences' own setting) without
 * signing in, and says so; opening it again says the same. A bad or expired token gets a page saying so.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { portals, reminderSettings, subjects, userSubjects, users } from '../db/schema';
import { recordFileRoute } from '../http/registry';
import { codeSecret } from '../photojobs';

export const UNSUBSCRIBE_PATH = '/api/webshop/unsubscribe';
const TOKEN_DAYS = 180;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Claims {
  /** The user. */
  u: string;
  /** The picture sets (subjects) whose reminders the link switches off. */
  s: string[];
  /** Expiry, seconds since the epoch. */
  x: number;
}

/** The link's own key, derived from the installation's code secret (never the secret itself). */
const keyOf = async (db: Db) =>
  createHmac('sha256', await codeSecret(db))
    .update('unsubscribe-link/v1')
    .digest();

export async function unsubscribeToken(db: Db, user: string, sets: string[], now = new Date()): Promise<string> {
  const claims: Claims = { u: user, s: [...new Set(sets)].sort(), x: Math.floor(now.getTime() / 1000) + TOKEN_DAYS * 86_400 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', await keyOf(db))
    .update(payload)
    .digest('base64url')}`;
}

/** The e-mail's link on the portal's own address. */
export async function unsubscribeLink(db: Db, origin: string, user: string, sets: string[]): Promise<string> {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${await unsubscribeToken(db, user, sets)}`;
}

/** The token's claims; 'bad' for anything not signed by us or malformed, 'expired' past its end. */
export async function readUnsubscribeToken(db: Db, token: unknown, now = new Date()): Promise<Claims | 'bad' | 'expired'> {
  if (typeof token !== 'string' || token.length > 4096) return 'bad';
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length) return 'bad';
  const expected = createHmac('sha256', await keyOf(db))
    .update(payload)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'bad';
  }
  if (typeof claims?.u !== 'string' || !UUID.test(claims.u) || !Array.isArray(claims.s) || !claims.s.every((s) => typeof s === 'string' && UUID.test(s)))
    return 'bad';
  if (typeof claims.x !== 'number' || claims.x * 1000 < now.getTime()) return 'expired';
  return claims;
}

interface PageTexts {
  title: string;
  done: (sets: string) => string;
  none: string;
  again: string;
  bad: string;
  expired: string;
  and: string;
}

const TEXTS: Record<'en' | 'nb', PageTexts> = {
  en: {
    title: 'Reminders',
    done: (sets) => `Reminders are now switched off for ${sets}. You will get no more reminders or pictures-ready e-mails about them.`,
    none: 'These picture sets are no longer in your account: there is nothing to switch off.',
    again: 'You can switch them on again under My account → Communication.',
    bad: 'This unsubscribe link is not valid. Open the link from the e-mail again, or switch reminders off under My account → Communication.',
    expired: 'This unsubscribe link has expired. Switch reminders off under My account → Communication.',
    and: ' and ',
  },
  nb: {
    title: 'Påminnelser',
    done: (sets) => `Påminnelser er nå slått av for ${sets}. Du får ikke flere påminnelser eller e-poster om at bildene er klare for dem.`,
    none: 'Disse bildesettene er ikke lenger på kontoen din: det er ingenting å slå av.',
    again: 'Du kan slå dem på igjen under Min konto → Kommunikasjon.',
    bad: 'Denne avmeldingslenken er ikke gyldig. Åpne lenken fra e-posten på nytt, eller slå av påminnelser under Min konto → Kommunikasjon.',
    expired: 'Denne avmeldingslenken er utløpt. Slå av påminnelser under Min konto → Kommunikasjon.',
    and: ' og ',
  },
};

export const textsFor = (lang: string | null | undefined) => TEXTS[lang === 'nb' ? 'nb' : 'en'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(lang: 'en' | 'nb', shop: string, lines: string[]): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${t.title} – ${shop}`)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a;background:#fff}</style>
</head><body><main><h1>${escapeHtml(t.title)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="/">${escapeHtml(shop)}</a></p></main></body></html>`;
}

/** Switches the reminders of the token's sets off (those still in the account); answers the sets' names. */
async function switchOff(tx: Db, claims: Claims): Promise<string[]> {
  const owned = await tx
    .select({ uuid: subjects.uuid, name: subjects.name })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .where(and(eq(userSubjects.userUuid, claims.u), inArray(userSubjects.subjectUuid, claims.s.length ? claims.s : ['00000000-0000-0000-0000-000000000000'])))
    .orderBy(subjects.name);
  for (const s of owned)
    await tx
      .insert(reminderSettings)
      .values({ userUuid: claims.u, subjectUuid: s.uuid, remindersEnabled: false })
      .onConflictDoUpdate({ target: [reminderSettings.userUuid, reminderSettings.subjectUuid], set: { remindersEnabled: false, updatedAt: new Date() } });
  return owned.map((s) => s.name);
}

export function registerUnsubscribe(app: FastifyInstance): void {
  const { db } = app.shop;
  recordFileRoute(app, {
    method: 'GET',
    path: UNSUBSCRIBE_PATH,
    summary: 'The unsubscribe link of the reminder e-mails: switches the reminders of the e-mail’s picture sets off without signing in (an HTML page)',
    produces: ['text/html'],
    status: 200,
    query: { token: 'The signed token from the e-mail' },
    // a bad or expired link is a page saying so (200, HTML): the one answer a person opening a link reads
    errors: [],
  });
  app.get<{ Querystring: { token?: unknown } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
    const claims = await readUnsubscribeToken(db, request.query.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const portalLang = request.portal.defaultLanguage === 'nb' ? 'nb' : 'en';
    if (typeof claims === 'string') return reply.send(page(portalLang, request.portal.name, [TEXTS[portalLang][claims]]));
    const result = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ lang: users.lang, shop: portals.name, portalLang: portals.defaultLanguage })
        .from(users)
        .innerJoin(portals, eq(portals.key, users.portal))
        .where(eq(users.uuid, claims.u));
      return { user, sets: user ? await switchOff(tx, claims) : [] };
    });
    const lang = (result.user?.lang ?? result.user?.portalLang ?? portalLang) === 'nb' ? 'nb' : 'en';
    const t = TEXTS[lang];
    const shop = result.user?.shop ?? request.portal.name;
    request.log.info({ user: claims.u, sets: result.sets.length }, 'reminders switched off by the unsubscribe link');
    return reply.send(page(lang, shop, result.sets.length ? [t.done(result.sets.join(t.and)), t.again] : [t.none]));
  });
}
