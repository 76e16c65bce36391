import { matchRoute, type ModuleEntry, type RemoteModuleName } from '@shop/contracts/core';

/** The customer modules on: the shop's frame mounts only these (the studio has a frame of its own, frames.ts). */

export function enabledModules(modules: ModuleEntry[]): ModuleEntry[] {
  return modules.filter((m) => m.enabled && m.name !== 'studio');
}

/** A remote is active on the routes it owns. */
export function isActiveFor(name: RemoteModuleName, pathname: string): boolean {
  return matchRoute(pathname)?.owner === name;
}

/** The shell's pages: its own routes, unknown paths (not found) and routes of a module that is off (not available). */
export function shellPagesActive(pathname: string, enabled: ModuleEntry[]): boolean {
  const owner = matchRoute(pathname)?.owner;
  if (!owner || owner === 'shell') return true;
  return !enabled.some((m) => m.name === owner);
}
