/**
 * Where each scene font comes from: one woff2 file of an @fontsource package (latin subset, 400 normal:
 * covers æ, ø, å). The browser loads the same file with a FontFace, the server registers it with
 * @napi-rs/canvas, so both measure and draw with one font file (docs/decisions/0050).
 */
import { SCENE_FONTS, type SceneFont } from '@shop/contracts/templates';

const slug = (family: string) => family.toLowerCase().replace(/ /g, '-');

/** The npm package of a font, e.g. '@fontsource/great-vibes'. */
export const fontPackage = (family: SceneFont) => `@fontsource/${slug(family)}`;

/** The file inside the package, e.g. 'files/great-vibes-latin-400-normal.woff2'. */
export const fontFile = (family: SceneFont) => `files/${slug(family)}-latin-400-normal.woff2`;

export const sceneFonts: readonly SceneFont[] = SCENE_FONTS;
