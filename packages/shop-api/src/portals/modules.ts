/**
 * Remote modules per portal. A customer module is offered to the shell when the operator switched it on for
 * the portal AND its build is deployed (mfe-<name>/dist/mf-manifest.json exists); a staff module (the studio)
 * whenever it is deployed, on every portal, whatever the switches (decision 0084). Both are read on every call,
 * so a switch or a redeployed folder applies on the next page load.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_REMOTES, REMOTE_MODULES, STAFF_MODULES, type AnyRemoteName, type ModuleEntry, type RemoteModuleName } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { portalModules, portals } from '../db/schema';

export const remoteDistDir = (repoRoot: string, name: AnyRemoteName) => join(repoRoot, `mfe-${name}`, 'dist');
export const manifestUrl = (name: AnyRemoteName) => `/remotes/${name}/mf-manifest.json`;

/** A customer module: switched per portal. */
export function isRemoteModule(name: string): name is RemoteModuleName {
  return (REMOTE_MODULES as readonly string[]).includes(name);
}

/** Any remote the server serves from its dist folder: the customer modules and the studio. */
export function isServedRemote(name: string): name is AnyRemoteName {
  return (ALL_REMOTES as readonly string[]).includes(name);
}

const deployed = (repoRoot: string, name: AnyRemoteName) => existsSync(join(remoteDistDir(repoRoot, name), 'mf-manifest.json'));

/** Switched-on state per module; a module without a row is off. */
export async function switchedOn(db: Db, portal: string): Promise<Record<RemoteModuleName, boolean>> {
  const rows = await db.select().from(portalModules).where(eq(portalModules.portal, portal));
  const on = Object.fromEntries(REMOTE_MODULES.map((m) => [m, false])) as Record<RemoteModuleName, boolean>;
  for (const row of rows) if (isRemoteModule(row.module)) on[row.module] = row.enabled;
  return on;
}

export async function moduleEntries(db: Db, portal: string, repoRoot: string): Promise<ModuleEntry[]> {
  const on = await switchedOn(db, portal);
  return [
    ...REMOTE_MODULES.map((name) => ({ name, manifestUrl: manifestUrl(name), enabled: on[name] && deployed(repoRoot, name) })),
    ...STAFF_MODULES.map((name) => ({ name, manifestUrl: manifestUrl(name), enabled: deployed(repoRoot, name) })),
  ];
}

/** Operator switch. Throws when the portal does not exist. */
export async function setModule(db: Db, portal: string, module: RemoteModuleName, enabled: boolean): Promise<void> {
  const [exists] = await db.select({ key: portals.key }).from(portals).where(eq(portals.key, portal));
  if (!exists) throw new Error(`Unknown portal '${portal}'`);
  await db
    .insert(portalModules)
    .values({ portal, module, enabled })
    .onConflictDoUpdate({ target: [portalModules.portal, portalModules.module], set: { enabled } });
}

/**
 * Issue 34 item 2 (decision 0085): with the editor switched off, no entry point leads into it. Categories
 * other than these lead to template lists whose every design opens in the editor, so they are not listed.
 */
export const CATEGORIES_WITHOUT_EDITOR: readonly string[] = ['digitalprint', 'catalogues', 'packages'];
/** Package offers' link targets that are template lists (their designs open in the editor). */
export const EDITOR_LINK_TYPES: readonly string[] = ['cards', 'calendars', 'photogifts.category', 'photogifts'];

/** Whether a package offer leads into the editor: the package-create screen is the editor's, and so are template lists' designs. */
export const offerNeedsEditor = (offer: { type: string; linkInfo?: { type: string } | null }) =>
  offer.type === 'package' || (offer.linkInfo != null && EDITOR_LINK_TYPES.includes(offer.linkInfo.type));
