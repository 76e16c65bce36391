import { platformApi as api } from '@shop/contracts/core';
import { call } from '@shop/api-client';
import { i18n } from '@shop/i18n';
import { languageAtom, sessionStore } from '@shop/session';

/**
 * Switch the shop's language without a reload: texts (every module's namespaces follow the one i18next
 * instance), the session atom, <html lang>, and the server's session (so the choice survives a reload and
 * the server-rendered frame comes in the same language). Rejects when the server did not store it.
 */
export async function switchLanguage(language: string): Promise<void> {
  document.documentElement.lang = language;
  sessionStore.set(languageAtom, language);
  const saved = call(api.setLanguage, { body: { lang: language } });
  await i18n.changeLanguage(language);
  await saved;
}
