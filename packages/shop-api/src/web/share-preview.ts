/**
 * What a shared link shows (Open Graph and the description search engines use): the portal's name,
 * one sentence about the shop in the page's language, and the portal's logo as an absolute URL.
 */
import type { FastifyRequest } from 'fastify';
import { portalOrigin } from '../access';

const DESCRIPTIONS: Record<string, (shop: string) => string> = {
  en: (shop) => `School and portrait photos from ${shop}: open your pictures with your picture code and order prints, packages, digital files and photo gifts.`,
  nb: (shop) => `Skole- og portrettbilder fra ${shop}: åpne bildene dine med bildekoden og bestill bilder, pakker, digitale filer og fotogaver.`,
};

/** Open Graph's og:locale (language_TERRITORY). */
const OG_LOCALES: Record<string, string> = { en: 'en_GB', nb: 'nb_NO' };

export interface SharePreview {
  description: string;
  imageUrl: string;
  pageUrl: string;
  ogLocale: string;
}

export function sharePreview(request: FastifyRequest, lang: string): SharePreview {
  const { portal } = request;
  const origin = portalOrigin(request, portal) ?? `${request.protocol}://${request.host}`;
  const describe = DESCRIPTIONS[lang] ?? DESCRIPTIONS.en!;
  return {
    description: describe(portal.name),
    imageUrl: new URL(portal.logo, origin).toString(),
    pageUrl: origin + request.url.split('?')[0],
    ogLocale: OG_LOCALES[lang] ?? OG_LOCALES.en!,
  };
}
