/** Shop and page settings as the contracts describe them, built from a portal row. */
import type { PageSettings, ShopSettings } from '@shop/contracts';
import type { Db } from '../db/client';
import type { Portal } from '../db/schema';
import { moduleEntries } from './modules';

export async function shopSettings(db: Db, portal: Portal, repoRoot: string): Promise<ShopSettings> {
  return {
    portal: portal.key,
    name: portal.name,
    freeShippingThreshold: portal.freeShippingThreshold,
    hasPrivacyPolicy: Boolean(portal.privacyPolicy?.trim()),
    terms: { termsOfService: portal.termsOfService },
    locale: {
      languages: portal.languages,
      country: { twoLetterCode: portal.country },
    },
    default_language: portal.defaultLanguage,
    contactInfo: portal.contact,
    currency: { code: portal.currency },
    options: portal.options,
    theme: portal.theme,
    modules: await moduleEntries(db, portal.key, repoRoot),
  };
}

export function pageSettings(portal: Portal): PageSettings {
  return { logo: portal.logo, background: portal.background, menu: portal.menu };
}

/** The language to show: the user's, else the session's, if the portal offers it; else the portal's default. */
export function languageFor(portal: Portal, ...preferred: (string | null | undefined)[]): string {
  const offered = new Set(portal.languages.map((l) => l.name));
  return preferred.find((lang): lang is string => Boolean(lang && offered.has(lang))) ?? portal.defaultLanguage;
}
