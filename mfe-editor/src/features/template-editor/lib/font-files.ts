/**
 * The scene fonts in the browser: the same @fontsource files the server registers (packages/scene,
 * decision 0050), loaded with FontFace on first use, so the editor measures and draws with the font the
 * print file uses. Never a CDN.
 */
import type { SceneFont } from '@shop/contracts/templates';
import anton from '@fontsource/anton/files/anton-latin-400-normal.woff2';
import bebasNeue from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2';
import comfortaa from '@fontsource/comfortaa/files/comfortaa-latin-400-normal.woff2';
import dancingScript from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2';
import graduate from '@fontsource/graduate/files/graduate-latin-400-normal.woff2';
import lobster from '@fontsource/lobster/files/lobster-latin-400-normal.woff2';
import lora from '@fontsource/lora/files/lora-latin-400-normal.woff2';
import montserrat from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2';
import oswald from '@fontsource/oswald/files/oswald-latin-400-normal.woff2';
import pacifico from '@fontsource/pacifico/files/pacifico-latin-400-normal.woff2';
import playfairDisplay from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2';
import racingSansOne from '@fontsource/racing-sans-one/files/racing-sans-one-latin-400-normal.woff2';
import roboto from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import sacramento from '@fontsource/sacramento/files/sacramento-latin-400-normal.woff2';
import tourney from '@fontsource/tourney/files/tourney-latin-400-normal.woff2';
import openSans from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2';
import lato from '@fontsource/lato/files/lato-latin-400-normal.woff2';
import merriweather from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff2';
import raleway from '@fontsource/raleway/files/raleway-latin-400-normal.woff2';
import greatVibes from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2';
import caveat from '@fontsource/caveat/files/caveat-latin-400-normal.woff2';
import amaticSc from '@fontsource/amatic-sc/files/amatic-sc-latin-400-normal.woff2';
import josefinSans from '@fontsource/josefin-sans/files/josefin-sans-latin-400-normal.woff2';

const FILES: Record<SceneFont, string> = {
  Anton: anton,
  'Bebas Neue': bebasNeue,
  Comfortaa: comfortaa,
  'Dancing Script': dancingScript,
  Graduate: graduate,
  Lobster: lobster,
  Lora: lora,
  Montserrat: montserrat,
  Oswald: oswald,
  Pacifico: pacifico,
  'Playfair Display': playfairDisplay,
  'Racing Sans One': racingSansOne,
  Roboto: roboto,
  Sacramento: sacramento,
  Tourney: tourney,
  'Open Sans': openSans,
  Lato: lato,
  Merriweather: merriweather,
  Raleway: raleway,
  'Great Vibes': greatVibes,
  Caveat: caveat,
  'Amatic SC': amaticSc,
  'Josefin Sans': josefinSans,
};

const loading = new Map<string, Promise<void>>();

/** Loads the families (once each); resolves when they can be drawn. A font that fails falls back quietly. */
export function ensureFonts(families: Iterable<string>): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const family of new Set(families)) {
    const file = FILES[family as SceneFont];
    if (!file || typeof FontFace === 'undefined') continue;
    let wait = loading.get(family);
    if (!wait) {
      const face = new FontFace(family, `url(${file})`);
      wait = face
        .load()
        .then((loaded) => {
          document.fonts.add(loaded);
        })
        .catch(() => undefined);
      loading.set(family, wait);
    }
    waits.push(wait);
  }
  return Promise.all(waits).then(() => undefined);
}
