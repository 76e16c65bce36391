// Launches Debian's Chromium for the measuring scripts (lighthouse.mjs, main-thread.mjs) with chrome-launcher's
// flags for tools, the machine's flags (lib.mjs) and the desktop browser's own pages switched off.
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lib.mjs';

/**
 * Chromium 156 builds its desktop omnibox popups (chrome://omnibox-popup.top-chrome, two WebUI renderers) at
 * start-up, also headless, where there is no omnibox. They ran while the measured page started and took
 * 300-550 ms of CPU on a two-core machine: the page's own tasks then waited for a core and Lighthouse counted
 * the wait as blocking time (decision 0070). A phone's browser builds no such page.
 */
export const DESKTOP_UI_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE = '--disable-features=';

/** Chromium reads one --disable-features (the last): the launcher's list and ours go into one. */
export function mergedFlags(defaults, flags, features) {
  const disabled = defaults
    .filter((f) => f.startsWith(DISABLE))
    .flatMap((f) => f.slice(DISABLE.length).split(','))
    .concat(features);
  return [...defaults.filter((f) => !f.startsWith(DISABLE)), `${DISABLE}${[...new Set(disabled)].join(',')}`, ...flags];
}

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: mergedFlags(chromeLauncher.Launcher.defaultFlags(), CHROME_FLAGS, DESKTOP_UI_FEATURES),
  });
}
