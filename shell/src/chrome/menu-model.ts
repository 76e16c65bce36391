import type { MenuEntry, ModuleEntry } from '@shop/contracts/core';
import { isPathAvailable } from './navigation';

/** The entry's title in the current language, else the portal's default language, else any. */
export function entryTitle(entry: MenuEntry, language: string, defaultLanguage: string): string {
  return entry.title[language] ?? entry.title[defaultLanguage] ?? Object.values(entry.title)[0] ?? '';
}

/**
 * Visibility 0 all, 1 signed-in only, 2 signed-out only (an anonymous user is signed out). An internal
 * entry whose route belongs to a module the portal has switched off is hidden, and so is a group left
 * without visible children.
 */
export function visibleEntries(entries: MenuEntry[], signedIn: boolean, modules: ModuleEntry[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.visibility === 1 && !signedIn) continue;
    if (entry.visibility === 2 && signedIn) continue;
    if (entry.children?.length) {
      const children = visibleEntries(entry.children, signedIn, modules);
      if (children.length) out.push({ ...entry, children });
      continue;
    }
    if (entry.type === 'internal' && (!entry.target || !isPathAvailable(entry.target, modules))) continue;
    if ((entry.type === 'other' || entry.type === 'modal') && !entry.target) continue;
    out.push(entry);
  }
  return out;
}
