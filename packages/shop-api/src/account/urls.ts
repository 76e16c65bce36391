/**
 * Where the browser fetches a picture, a logo or a background. Apart from sets.ts (which reads the cart's
 * digital lines through commerce), so commerce can use them without an import cycle (docs/decisions/0082).
 */
export const derivativeUrl = (pictureUuid: string, width: 320 | 640 | 800) => `/api/webshop/pictures/${pictureUuid}/${width}`;
export const photographerLogoUrl = (photographerUuid: string) => `/api/webshop/photographers/${photographerUuid}/logo`;
export const backgroundUrl = (backgroundUuid: string) => `/api/webshop/green-screen-backgrounds/files/${backgroundUuid}`;
