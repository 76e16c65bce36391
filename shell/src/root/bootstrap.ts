import { registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, registerApplication, start } from 'single-spa';
import { isStudioPath, REMOTE_MODULES, type ModuleEntry, type RemoteModuleName } from '@shop/contracts/core';
import { adoptServerAmounts, dropUnclaimedFirstViews } from '@shop/first-view/boot';
import { initI18n } from '@shop/i18n';
import { languageAtom, loadSession, pageSettingsAtom, sessionStore, shopSettingsAtom } from '@shop/session';
import { readBootData } from './boot-data';
import { registerShellTexts } from './texts';
import { enabledModules, isActiveFor, shellPagesActive } from './activity';
import { remoteApplication } from '../remotes/remote-application';
import { installLeaveGuard } from './leave-guard';
import { installRouteGuard } from './route-guard';
import { installTracking } from './tracking';
import { installPageArrival } from './page-arrival';
import { shellProvidesSharedPackages } from '../remotes/shell-provides-shared';
import { listenForPageRequests } from '../chrome/page-requests';
import { frameOf, installFrameBoundary, studioModule } from './frames';

async function main() {
  const boot = readBootData();
  sessionStore.set(shopSettingsAtom, boot.shop);
  sessionStore.set(pageSettingsAtom, boot.page);
  const language = document.documentElement.lang || boot.shop.default_language;
  sessionStore.set(languageAtom, language);
  registerShellTexts();
  // the promo bar and the first view paint the server's text of their amounts: a page that shows no other price
  // never creates an Intl.NumberFormat
  adoptServerAmounts(boot);
  const texts = initI18n(language, boot.shop.default_language);
  shellProvidesSharedPackages();
  const frame = frameOf(location.pathname);
  installFrameBoundary(frame);
  if (frame === 'staff') return startStaffFrame(boot.shop.modules, texts);

  // Remotes are known only now, from the portal's module list: nothing about them is built into the shell.
  const modules = enabledModules(boot.shop.modules);
  registerRemotes(modules.map((m) => ({ name: m.name, entry: new URL(m.manifestUrl, location.origin).href })));

  // the user and the badge's summary; the session follows the customer's cart from here on (decision 0084)
  const user = loadSession().catch((error) => console.error('Loading the user failed', error));
  installTracking();
  // before any module mounts: a page may ask for a dialog or a toast before the chrome's chunk has arrived
  listenForPageRequests();

  registerApplication({
    name: 'chrome',
    app: loadChrome,
    activeWhen: () => true,
    customProps: { name: 'chrome' },
  });
  registerApplication({
    name: 'shell-pages',
    app: loadShellPages,
    activeWhen: (location) => shellPagesActive(location.pathname, modules),
    customProps: { name: 'shell-pages' },
  });
  for (const name of REMOTE_MODULES as readonly RemoteModuleName[]) {
    const module = modules.find((m) => m.name === name);
    if (!module) continue;
    registerApplication({
      name,
      app: async () => {
        const app = remoteApplication(module);
        await app.preload();
        return app;
      },
      activeWhen: (location) => isActiveFor(name, location.pathname),
      customProps: { name },
    });
  }
  addErrorHandler((error) => console.error(`Module ${error.appOrParcelName} failed`, error));
  await texts;
  await user;
  installRouteGuard();
  installLeaveGuard();
  installPageArrival(document.getElementById('shop-content')!);
  // after the first routing the page's module has taken over the server's first view; any other is stale
  window.addEventListener('single-spa:routing-event', () => dropUnclaimedFirstViews(), { once: true });
  start({ urlRerouteOnly: true });
}

/**
 * The studio's pages (decision 0084): the studio draws the staff frame around them itself, so none of the shop's
 * chrome starts here: no header, cart badge, menu, promo bar, consent banner, tracking, customer session or
 * cart. Without a deployed studio the shell's 'not available' page says so.
 */
async function startStaffFrame(all: ModuleEntry[], texts: Promise<unknown>) {
  const studio = studioModule(all);
  if (studio) {
    registerRemotes([{ name: studio.name, entry: new URL(studio.manifestUrl, location.origin).href }]);
    registerApplication({
      name: 'studio',
      app: async () => {
        const app = remoteApplication(studio);
        await app.preload();
        return app;
      },
      activeWhen: (location) => isStudioPath(location.pathname),
      customProps: { name: 'studio' },
    });
  } else {
    registerApplication({ name: 'shell-pages', app: loadShellPages, activeWhen: () => true, customProps: { name: 'shell-pages' } });
  }
  addErrorHandler((error) => console.error(`Module ${error.appOrParcelName} failed`, error));
  await texts;
  installPageArrival(document.getElementById('shop-content')!);
  start({ urlRerouteOnly: true });
}

async function loadShellPages() {
  await sharedCodeInSteps();
  return (await import(/* webpackChunkName: "shell-pages" */ '../pages/lifecycles')).lifecycles;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * React DOM and @shop/ui (Chakra, emotion, the recipes), each evaluated in a task of its own, before the code of
 * the shell's parts that use them (the chrome, the shell's pages): their chunks come together, and evaluating
 * them in one go was the longest task of a first visit on a phone (about 16 ms of CPU here, 65 ms at Lighthouse's
 * 4×; issue 8, TBT). Both are shared singletons, so these are the same copies every module uses (decision 0074).
 * Once they are there, a call costs two task turns.
 */
async function sharedCodeInSteps() {
  await import('react-dom/client');
  await nextTask();
  await import('@shop/ui');
  await nextTask();
}

async function loadChrome() {
  await sharedCodeInSteps();
  return (await import(/* webpackChunkName: "chrome" */ '../chrome/lifecycles')).lifecycles;
}

main().catch((error) => {
  console.error('The shop could not start', error);
  const content = document.getElementById('shop-content');
  if (content) content.textContent = 'The shop could not start. Please reload the page.';
});
