/**
 * The editor's server calls: the template with its scene, the product and its prices, the current picture
 * set's pictures, the customer's uploads, and adding or replacing the cart line. Reads go through the
 * shared data layer (decision 0014); writes are plain calls that publish the cart's new summary.
 */
import { useAtomValue } from 'jotai';
import { call } from '@shop/api-client';
import { accountApi } from '@shop/contracts/account';
import { type AddLine, commerceApi } from '@shop/contracts/commerce';
import { editorApi } from '@shop/contracts/editor';
import { templatesApi } from '@shop/contracts/templates';
import { useCall } from '@shop/data';
import { publish } from '@shop/event-bus';
import { currentPictureSetAtom } from '@shop/session';

/** GET /api/webshop/templates/by-uuid/{uuid}: the catalogue's call (spec 2 section 7). */
export const templateByUuid = templatesApi.templateByUuid;

export const useTemplate = (templateUuid: string) => useCall(templateByUuid, { params: { templateUuid } }, { staleTime: 5 * 60_000 });

export function useProduct(productUuid: string) {
  // not shared: the answer's tier prices are this customer's (decision 0079)
  const products = useCall(commerceApi.products, {}, { staleTime: 5 * 60_000, staleOn: ['cart:changed'] });
  return { ...products, product: products.data?.products.find((p) => p.uuid === productUuid) ?? null, currency: products.data?.currency };
}

/**
 * What a line of `quantity` pieces (of a sub-product) costs as the cart would price it now: the server's
 * price engine answers, with the customer's cart deciding a campaign (decision 0079). The previous answer
 * stays shown while the next quantity's is on its way.
 */
export const useProductPrice = (productUuid: string, quantity: number, subProduct: string | null) =>
  useCall(
    commerceApi.productPrice,
    { params: { productUuid }, query: { quantity: String(quantity), ...(subProduct ? { subProduct } : {}) } },
    { staleOn: ['cart:changed'], keepPrevious: true },
  );

/** The picture set the parent works with: the current one, else the first in the account. */
export function usePictureSet() {
  const current = useAtomValue(currentPictureSetAtom);
  const sets = useCall(accountApi.pictureSets, {}, { staleOn: ['pictureset:added'] });
  const list = sets.data?.pictureSets ?? [];
  return { ...sets, set: list.find((s) => s.uuid === current) ?? list[0] ?? null };
}

/**
 * A new design as the template lists previewed it: the set's pictures in the photo slots, the subject's
 * texts and the calendar's year (POST fill-template, spec 2 section 7; the server's one prefill rule).
 * Nothing to fill without a set: the design then opens with the template's own resources.
 */
export const useFilledDesign = (templateUuid: string | null, subjectUuid: string | null) =>
  useCall(
    editorApi.fillTemplate,
    { body: { template: { uuid: templateUuid ?? '' }, subject: { uuid: subjectUuid ?? '' } } },
    { enabled: Boolean(templateUuid && subjectUuid), staleTime: 0 },
  );

/** Still waiting for this opening's own fill (a cached answer of an earlier opening may be stale: the set's pictures change). */
export const fillPending = (fill: ReturnType<typeof useFilledDesign>) => fill.fetchStatus !== 'idle' && !fill.isFetchedAfterMount;

/** Filling another template for the same set (the strip's 'Change design'). */
export const fillTemplate = (templateUuid: string, subjectUuid: string) =>
  call(editorApi.fillTemplate, { body: { template: { uuid: templateUuid }, subject: { uuid: subjectUuid } } });

/** The parent's designs of this product in the cart, newest first (GET by-product): the strip offers them to start from. */
export const useDesignsOfProduct = (productUuid: string, enabled: boolean) =>
  useCall(editorApi.templatesByProduct, { params: { productUuid } }, { enabled, staleOn: ['cart:changed'] });

export const useRecentImages = (enabled: boolean) => useCall(editorApi.recentImages, {}, { enabled, staleOn: ['session:changed'] });

export function useCartLine(orderLine: string | null) {
  const cart = useCall(commerceApi.cart, {}, { enabled: Boolean(orderLine), staleTime: 0 });
  const line = cart.data?.orderLines.find((l) => l.uuid === orderLine) ?? null;
  return { ...cart, line: line?.kind === 'product' ? line : null, packageLine: line?.kind === 'package' ? line : null };
}

/** Adds the lines, or replaces `orderLine` with the first of them (update mode); the badge learns the new summary. */
export async function saveToCart(lines: AddLine[], orderLine: string | null) {
  if (orderLine && lines[0]) {
    const answer = await call(editorApi.replaceLine, { params: { uuid: orderLine }, body: { line: lines[0] } });
    publish('cart:changed', answer.summary);
    return answer;
  }
  const answer = await call(commerceApi.addLines, { body: { lines } });
  publish('cart:changed', answer.summary);
  return answer;
}

/** A picture's derivative as the server serves it (the set's own pictures; uploads carry their own URLs). */
export const pictureUrl = (uuid: string, width: 320 | 640 | 800 = 800, background?: string | null) =>
  `/api/webshop/pictures/${uuid}/${width}${background ? `?background=${background}` : ''}`;

/** A set picture's green-screen backgrounds (spec 2 section 7; [] for other pictures), first the default. */
export const useImageBackgrounds = (pictureUuid: string | null) =>
  useCall(accountApi.imageBackgrounds, { query: { uuid: pictureUuid ?? '' } }, { enabled: Boolean(pictureUuid), staleTime: 5 * 60_000 });
export const uploadUrl = (uuid: string, width: 320 | 640 | 1600 = 1600) => `/api/webshop/user/uploads/${uuid}/${width}`;
