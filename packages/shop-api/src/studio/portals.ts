/**
 * Portals in the studio: the list, a new portal (support), settings, modules and brand. Every change
 * raises the portal's version (bumpPortal: a stale one is a 409) and writes its audit entry in the same
 * transaction. The server keeps portals between requests only while the database's settings version
 * holds, and a trigger raises it with any change of the portals table (portals/cache.ts): the next
 * request of every instance reads the change, and a new portal answers on its hosts at once.
 */
import {
  BRAND_MIN_CONTRAST,
  REMOTE_MODULES,
  studioApi,
  type Brand,
  type ModuleSwitch,
  type PortalDetail,
  type PortalSettings,
  type PortalSummary,
} from '@shop/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { commerceSettings, portalModules, portals, staffMembers, type Portal } from '../db/schema';
import { ApiError, validationError } from '../http/errors';
import { route } from '../http/route';
import { contrastRatio } from '../portals/brand';
import { switchedOn } from '../portals/modules';
import { changedFields, writeAudit } from './audit';
import { bumpPortal, portalFor } from './access';

const moduleList = (on: Record<string, boolean>): ModuleSwitch[] => REMOTE_MODULES.map((name) => ({ name, enabled: Boolean(on[name]) }));

export function settingsOf(portal: Portal): PortalSettings {
  return {
    name: portal.name,
    hosts: portal.hosts,
    country: portal.country,
    languages: portal.languages,
    defaultLanguage: portal.defaultLanguage,
    contactInfo: portal.contact,
    freeShippingThreshold: portal.freeShippingThreshold,
    options: portal.options,
  };
}

export function brandOf(portal: Portal): Brand {
  return {
    primary: portal.theme.primary,
    primaryContrast: portal.theme.primaryContrast,
    headerBackground: portal.theme.headerBackground,
    headerText: portal.theme.headerText,
    backgroundColor: portal.background.color,
    font: portal.theme.font ?? 'system',
    corners: portal.theme.corners ?? 'soft',
  };
}

export async function portalDetail(db: Db, portal: Portal): Promise<PortalDetail> {
  const [settings] = await db.select({ vatRate: commerceSettings.vatRate }).from(commerceSettings).where(eq(commerceSettings.portal, portal.key));
  const [by] = portal.updatedBy
    ? await db.select({ name: staffMembers.name, email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.uuid, portal.updatedBy))
    : [];
  return {
    key: portal.key,
    name: portal.name,
    currency: portal.currency,
    vatRate: settings?.vatRate ?? 2500,
    settings: settingsOf(portal),
    brand: brandOf(portal),
    logo: portal.logo,
    frontImage: portal.background.image,
    modules: moduleList(await switchedOn(db, portal.key)),
    version: portal.version,
    updatedAt: portal.updatedAt?.toISOString() ?? null,
    updatedBy: by ?? null,
  };
}

/** The colour pairs a brand must keep readable (WCAG AA), named as the form names its fields. */
const PAIRS = [
  ['primaryContrast', 'primary', 'Text on the brand colour'],
  ['headerText', 'headerBackground', 'Header text on the header'],
  ['primary', 'backgroundColor', 'Links on the page background'],
] as const;

/** 400 naming each pair under 4.5:1 and its ratio. */
export function checkContrast(brand: Brand): void {
  const fields = [];
  for (const [text, background, label] of PAIRS) {
    const ratio = contrastRatio(brand[text], brand[background]);
    if (ratio < BRAND_MIN_CONTRAST)
      fields.push({
        field: `body.brand.${text}`,
        message: `${label} (${text} on ${background}) has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs ${BRAND_MIN_CONTRAST}:1`,
        kind: 'contrast',
        values: { ratio: Number(ratio.toFixed(2)), min: BRAND_MIN_CONTRAST },
      });
  }
  if (fields.length) throw validationError(fields);
}

/** 409 when a host belongs to another portal (a host answers for one portal only). */
async function checkHostsFree(db: Db, key: string, hosts: string[]): Promise<void> {
  const taken = await db
    .select({ key: portals.key, hosts: portals.hosts })
    .from(portals)
    .where(
      sql`${portals.hosts} && ${sql`ARRAY[${sql.join(
        hosts.map((h) => sql`${h}`),
        sql`, `,
      )}]::text[]`} AND ${portals.key} <> ${key}`,
    );
  if (taken.length) {
    const host = hosts.find((h) => taken[0]!.hosts.includes(h));
    throw new ApiError(409, 'host_taken', `The host ${host} belongs to another portal`, undefined, { host: host ?? '' });
  }
}

function checkLanguages(settings: { languages: { name: string }[]; defaultLanguage: string }, field: string): void {
  const names = settings.languages.map((l) => l.name);
  if (new Set(names).size !== names.length) throw validationError([{ field: `${field}.languages`, message: 'A language is listed twice', kind: 'duplicate' }]);
  if (!names.includes(settings.defaultLanguage))
    throw validationError([{ field: `${field}.defaultLanguage`, message: 'The default language must be one of the languages', kind: 'not_listed' }]);
}

export function registerStudioPortals(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, studioApi.portals, async (_input, request) => {
    const staff = request.staff!;
    const rows =
      staff.member.role === 'support'
        ? await db.select().from(portals).orderBy(asc(portals.name))
        : staff.portalKeys.length
          ? await db.select().from(portals).where(inArray(portals.key, staff.portalKeys)).orderBy(asc(portals.name))
          : [];
    const modules = await db.select().from(portalModules);
    const list: PortalSummary[] = rows.map((p) => ({
      key: p.key,
      name: p.name,
      hosts: p.hosts,
      currency: p.currency,
      languages: p.languages,
      defaultLanguage: p.defaultLanguage,
      modules: moduleList(Object.fromEntries(modules.filter((m) => m.portal === p.key).map((m) => [m.module, m.enabled]))),
    }));
    return { portals: list };
  });

  route(app, studioApi.portal, async ({ params }, request) => portalDetail(db, await portalFor(request, params.portalKey)));

  route(app, studioApi.createPortal, async ({ body }, request, reply) => {
    const staff = request.staff!;
    checkLanguages(body, 'body');
    const hosts = [...new Set(body.hosts)];
    const created = await db.transaction(async (tx) => {
      const [exists] = await tx.select({ key: portals.key }).from(portals).where(eq(portals.key, body.key));
      if (exists) throw new ApiError(409, 'key_taken', `There is a portal '${body.key}' already`, undefined, { key: body.key });
      await checkHostsFree(tx as unknown as Db, body.key, hosts);
      const [row] = await tx
        .insert(portals)
        .values({
          key: body.key,
          name: body.name,
          hosts,
          isDefault: false,
          currency: body.currency,
          country: body.country,
          languages: body.languages,
          defaultLanguage: body.defaultLanguage,
          contact: { email: '', address: '', postalCode: '', city: '', state: '', phone: '' },
          freeShippingThreshold: -1,
          options: {
            gatherAddress2: false,
            gatherState: false,
            acceptMailDefaultOn: false,
            disableAcceptMailOptionWhenRegisteringUser: false,
            allowOwnPhotos: false,
            disableImageToolbox: false,
            whiteLabelDisableMixPhotographers: false,
            hidePostalCode: false,
            subjectChangeMode: 0,
            packageAddToCartWarning: false,
          },
          // a neutral brand that passes the contrast rules; the operator makes it theirs
          theme: { primary: '#1f4e79', primaryContrast: '#ffffff', headerBackground: '#1f2933', headerText: '#ffffff', font: 'system', corners: 'soft' },
          logo: '',
          background: { color: '#f5f7fa', image: '' },
          menu: [],
          updatedAt: new Date(),
          updatedBy: staff.member.uuid,
        })
        .returning();
      // every customer module on: the shop works at once (front page, code entry, sign-in, contact page)
      await tx.insert(portalModules).values(REMOTE_MODULES.map((module) => ({ portal: body.key, module, enabled: true })));
      await tx.insert(commerceSettings).values({ portal: body.key, vatRate: body.vatRate });
      await writeAudit(tx, { staff: staff.member.uuid, portal: body.key, kind: 'portal.create', before: null, after: body });
      return row!;
    });
    reply.code(201);
    return portalDetail(db, created);
  });

  route(app, studioApi.updatePortalSettings, async ({ params, body }, request) => {
    const staff = request.staff!;
    await portalFor(request, params.portalKey);
    const next = body.settings;
    checkLanguages(next, 'body.settings');
    const hosts = [...new Set(next.hosts)];
    // only support moves a portal to other hosts (a wrong host takes a shop off the air)
    const updated = await db.transaction(async (tx) => {
      const before = await bumpPortal(tx, params.portalKey, body.version, staff.member.uuid);
      if (staff.member.role !== 'support' && JSON.stringify(hosts) !== JSON.stringify(before.hosts))
        throw new ApiError(403, 'forbidden', 'Only support changes the host names of a portal');
      await checkHostsFree(tx as unknown as Db, params.portalKey, hosts);
      const [row] = await tx
        .update(portals)
        .set({
          name: next.name,
          hosts,
          country: next.country,
          languages: next.languages,
          defaultLanguage: next.defaultLanguage,
          contact: next.contactInfo,
          freeShippingThreshold: next.freeShippingThreshold,
          options: next.options,
        })
        .where(eq(portals.key, params.portalKey))
        .returning();
      const diff = changedFields(settingsOf(before) as Record<string, unknown>, settingsOf(row!) as Record<string, unknown>);
      await writeAudit(tx, { staff: staff.member.uuid, portal: params.portalKey, kind: 'portal.settings', ...diff });
      return row!;
    });
    return portalDetail(db, updated);
  });

  route(app, studioApi.updatePortalModules, async ({ params, body }, request) => {
    const staff = request.staff!;
    await portalFor(request, params.portalKey);
    const names = body.modules.map((m) => m.name);
    if (new Set(names).size !== names.length) throw validationError([{ field: 'body.modules', message: 'A module is listed twice', kind: 'duplicate' }]);
    const updated = await db.transaction(async (tx) => {
      await bumpPortal(tx, params.portalKey, body.version, staff.member.uuid);
      const rows = await tx.select().from(portalModules).where(eq(portalModules.portal, params.portalKey));
      const before = Object.fromEntries(rows.map((r) => [r.module, r.enabled]));
      const changed = body.modules.filter((m) => Boolean(before[m.name]) !== m.enabled);
      for (const { name, enabled } of body.modules) {
        await tx
          .insert(portalModules)
          .values({ portal: params.portalKey, module: name, enabled })
          .onConflictDoUpdate({ target: [portalModules.portal, portalModules.module], set: { enabled } });
      }
      await writeAudit(tx, {
        staff: staff.member.uuid,
        portal: params.portalKey,
        kind: 'portal.modules',
        before: Object.fromEntries(changed.map((m) => [m.name, Boolean(before[m.name])])),
        after: Object.fromEntries(changed.map((m) => [m.name, m.enabled])),
      });
      const [row] = await tx.select().from(portals).where(eq(portals.key, params.portalKey));
      return row!;
    });
    return portalDetail(db, updated);
  });

  route(app, studioApi.updatePortalBrand, async ({ params, body }, request) => {
    const staff = request.staff!;
    await portalFor(request, params.portalKey);
    const brand = { ...body.brand, ...lowerColours(body.brand) };
    checkContrast(brand);
    const updated = await db.transaction(async (tx) => {
      const before = await bumpPortal(tx, params.portalKey, body.version, staff.member.uuid);
      const [row] = await tx
        .update(portals)
        .set({
          theme: {
            ...before.theme,
            primary: brand.primary,
            primaryContrast: brand.primaryContrast,
            headerBackground: brand.headerBackground,
            headerText: brand.headerText,
            font: brand.font,
            corners: brand.corners,
          },
          background: { ...before.background, color: brand.backgroundColor },
        })
        .where(eq(portals.key, params.portalKey))
        .returning();
      await writeAudit(tx, { staff: staff.member.uuid, portal: params.portalKey, kind: 'portal.brand', ...changedFields(brandOf(before), brandOf(row!)) });
      return row!;
    });
    return portalDetail(db, updated);
  });
}

function lowerColours(brand: Brand): Pick<Brand, 'primary' | 'primaryContrast' | 'headerBackground' | 'headerText' | 'backgroundColor'> {
  return {
    primary: brand.primary.toLowerCase(),
    primaryContrast: brand.primaryContrast.toLowerCase(),
    headerBackground: brand.headerBackground.toLowerCase(),
    headerText: brand.headerText.toLowerCase(),
    backgroundColor: brand.backgroundColor.toLowerCase(),
  };
}
