/**
 * Runs one remote on its own, without the shell or the server: msw answers the contract calls in the
 * browser (service worker) with the fixtures plus the remote's own handlers, and the remote mounts into
 * a page with the header frame. Used by each remote's `pnpm dev` (see README "Developing one remote alone").
 */
import type { RequestHandler } from 'msw';
import { initI18n, registerNamespace } from '@shop/i18n';
import { languageAtom, loadSession, pageSettingsAtom, sessionStore, shopSettingsAtom } from '@shop/session';
import type { Lifecycles } from '@shop/first-view/browser';
import { startMockWorker } from './browser';
import { pageSettings, shopSettings } from './fixtures';

export async function runStandalone({ name, lifecycles, handlers = [] }: { name: string; lifecycles: Lifecycles; handlers?: RequestHandler[] }) {
  await startMockWorker(...handlers);
  sessionStore.set(shopSettingsAtom, shopSettings);
  sessionStore.set(pageSettingsAtom, pageSettings);
  const language = new URLSearchParams(location.search).get('lang') ?? 'en';
  sessionStore.set(languageAtom, language);
  document.documentElement.lang = language;
  registerNamespace('shell', (lng) => import(`@locales/${lng}/shell.json`));
  await initI18n(language);
  await loadSession();
  const domElement = document.getElementById('shop-content')!;
  await lifecycles.bootstrap({ name });
  await lifecycles.mount({ name, domElement });
}
