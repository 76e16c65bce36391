/**
 * Commerce calls: products and prices, package offers, catalogues, the cart. The spec's own paths
 * (.php, /api/webshop/cart/retouch) as written; the unnamed cart calls under /api/webshop/cart/.
 * The badge's summary is the platform call cartSummary (GET /api/webshop/cart/summary).
 * Entities and rules are re-exported so that a module imports this one entry.
 */
import * as v from 'valibot';
import { defineCall } from '../call';
import { AddCataloguesBody, AddLinesBody, Cart, OrderLine, OrderSummary, RetouchBody, ToggleAnswer, UpdateLineBody } from '../commerce/cart';
import { retouchOptionsCall } from '../commerce/retouch-options';
import {
  Catalogue,
  DigitalPictureType,
  DigitalPortraitSet,
  DigitalProduct,
  DigitalRebates,
  PackageOffer,
  Product,
  ProductPriceQuote,
  TierPrice,
  Uuid,
} from '../commerce/products';

export * from '../commerce/rules';
export * from '../commerce/products';
export * from '../commerce/cart';
export * from '../commerce/retouch-options';

const LineParams = v.object({ uuid: Uuid });
/** The page's language: picks the answer's texts (the session's language when absent) and keys it in the client's cache. */
const LangQuery = v.object({ lang: v.optional(v.pipe(v.string(), v.maxLength(10))) });

export const commerceApi = {
  /** The portal's products: template products (1, 2, 89), the retouch product, digital files and sets. */
  products: defineCall({
    method: 'GET',
    path: '/api/webshop/products',
    query: LangQuery,
    response: v.object({
      products: v.array(Product),
      /** Per template product (by uuid): its tiers as the price engine charges them for this customer now (decision 0079). */
      tierPrices: v.record(v.string(), v.array(TierPrice)),
      retouchProduct: v.nullable(Product),
      digitalProducts: v.array(DigitalProduct),
      digitalRebates: DigitalRebates,
      currency: v.string(),
    }),
  }),
  /**
   * A line of a template product as the cart would price it now (the buy view): the price engine's figures
   * for the quantity (within the product's bounds, as the cart keeps them) and sub-product, with the
   * customer's cart deciding the campaign. 404: not a product on sale.
   */
  productPrice: defineCall({
    method: 'GET',
    path: '/api/webshop/products/:productUuid/price',
    errors: [404],
    params: v.object({ productUuid: Uuid }),
    query: v.object({
      quantity: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,4}$/, 'A quantity from 1 to 10000'), v.transform(Number), v.maxValue(10_000)),
      subProduct: v.optional(Uuid),
    }),
    response: ProductPriceQuote,
  }),
  packageOffers: defineCall({
    method: 'GET',
    path: '/api/webshop/package-offers',
    query: LangQuery,
    response: v.object({
      packages: v.array(PackageOffer),
      /** Seconds until the soonest time-limited discount ends; 0 when none runs. */
      packageInfo: v.object({ remainingTime: v.number() }),
      /**
       * The portal's sample portraits (decision 0104): an offer without its own image shows one until the
       * customer's own picture set is known. Absent from an older server: none.
       */
      samplePortraits: v.optional(v.array(v.string()), []),
    }),
  }),
  catalogues: defineCall({ method: 'GET', path: '/ajax/user/get_catalogues.php', signedIn: true, response: v.array(Catalogue) }),
  /** The customer's picture sets with digital portraits to buy (spec 2: a set is listed when a type has a purchasable picture and a product). */
  digitalPortraits: defineCall({
    method: 'GET',
    path: '/api/webshop/digital-portraits',
    signedIn: true,
    response: v.object({
      pictureSets: v.array(DigitalPortraitSet),
      /** The portal sells the combined individual-and-friends set: the IP section holds the SFP pictures too. */
      combinedIndividualAndFriends: v.boolean(),
    }),
  }),
  /** One picture set's digital portraits. 404: not the customer's set. */
  digitalPortraitsOf: defineCall({
    method: 'GET',
    path: '/api/webshop/digital-portraits/:subjectUuid',
    signedIn: true,
    errors: [404],
    params: v.object({ subjectUuid: Uuid }),
    response: v.object({ pictureSet: DigitalPortraitSet, combinedIndividualAndFriends: v.boolean() }),
  }),

  cart: defineCall({ method: 'GET', path: '/api/webshop/cart', signedIn: true, response: Cart }),
  addLines: defineCall({
    method: 'POST',
    path: '/api/webshop/cart/lines',
    signedIn: true,
    /** 409: the cart is full, or the package cannot be added (disabled, set bought or in the cart). */
    errors: [409],
    body: AddLinesBody,
    response: v.object({ newOrderLines: v.array(OrderLine), summary: OrderSummary }),
  }),
  updateLine: defineCall({
    method: 'PATCH',
    path: '/api/webshop/cart/lines/:uuid',
    signedIn: true,
    errors: [404, 409],
    params: LineParams,
    body: UpdateLineBody,
    response: v.object({ orderLine: OrderLine, summary: OrderSummary }),
  }),
  deleteLine: defineCall({
    method: 'DELETE',
    path: '/api/webshop/cart/lines/:uuid',
    signedIn: true,
    errors: [404],
    params: LineParams,
    response: v.object({ summary: OrderSummary }),
  }),
  /** "Buy catalogues" (the upsell and the catalogue page): lines with quantity 0 are skipped. */
  addCatalogues: defineCall({
    method: 'POST',
    path: '/api/webshop/cart/catalogues',
    signedIn: true,
    errors: [409],
    body: AddCataloguesBody,
    response: v.object({ newOrderLines: v.array(OrderLine), summary: OrderSummary }),
  }),
  /** The retouch selection of the whole cart (pictures not named lose their retouch). */
  setRetouch: defineCall({ method: 'PUT', path: '/api/webshop/cart/retouch', signedIn: true, errors: [404], body: RetouchBody, response: Cart }),
  /** The pictures of the cart that can be retouched, with their choices (the retouch options page). */
  retouchOptions: retouchOptionsCall,
  toggleDigitalFile: defineCall({
    method: 'POST',
    path: '/ajax/cart/toggle_digital_file_in_cart.php',
    signedIn: true,
    body: v.object({ file: Uuid, type: DigitalPictureType }),
    response: ToggleAnswer,
  }),
  toggleDigitalSet: defineCall({
    method: 'POST',
    path: '/ajax/cart/toggle_digital_set_in_cart.php',
    signedIn: true,
    /** pictureSet: the subject's uuid. */
    body: v.object({ pictureSet: Uuid, type: DigitalPictureType }),
    response: ToggleAnswer,
  }),
} as const;
