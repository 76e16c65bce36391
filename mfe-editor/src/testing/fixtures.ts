/** Test data of the editor, checked against the contracts so the mocks cannot drift from them. */
import * as v from 'valibot';
import { Picture, PictureSet } from '@shop/contracts/account';
import { OrderLine, Product } from '@shop/contracts/commerce';
import { TemplateDefinition } from '@shop/contracts/templates';

const hex = (n: number, len = 12) => n.toString(16).padStart(len, '0');
export const templateUuid = (n: number) => `7e000000-0000-4000-8000-${hex(n)}`;
export const productUuid = (n: number) => `9d000000-0000-4000-8000-${hex(n)}`;
export const pictureUuid = (n: number) => `9c000000-0000-4000-8000-${hex(n)}`;
export const lineUuid = (n: number) => `1e000000-0000-4000-8000-${hex(n)}`;
export const SET_UUID = '5e7a0000-0000-4000-8000-000000000001';

/** A two-part card: a photo and a greeting on the front, a wish inside. */
export function cardTemplate(overrides: Partial<TemplateDefinition> = {}): TemplateDefinition {
  return v.parse(TemplateDefinition, {
    uuid: templateUuid(1),
    version: 1,
    name: 'Winter greeting',
    type: 'CARD',
    product: { uuid: productUuid(1), name: 'Card 10x15' },
    categories: ['christmas'],
    preview: { large: `${templateUuid(1)}/preview.png` },
    width: 150,
    height: 100,
    trimBox: { width: 150, height: 100 },
    formatSize: '10x15',
    dimensions: { width: 150, height: 100 },
    supportedYears: [],
    separateFromBackground: false,
    addToCartWarningEnabled: false,
    hasUserText: true,
    numUserImages: 1,
    numUserParts: 2,
    userResources: [],
    scene: {
      formatVersion: 1,
      width: 150,
      height: 100,
      parts: [
        {
          refId: 'front',
          name: 'part.front',
          background: { colour: '#FFFFFF' },
          elements: [
            { kind: 'shape', shape: 'rect', x: 0, y: 0, width: 150, height: 12, fill: '#C52B2B' },
            { kind: 'image', id: 'photo', x: 8, y: 18, width: 64, height: 74 },
            { kind: 'text', id: 'greeting', x: 80, y: 30, width: 62, height: 40, text: 'Merry Christmas', family: 'Lobster', size: 28, colour: '#222222' },
          ],
        },
        {
          refId: 'inside',
          name: 'part.inside',
          background: { colour: '#FFFFFF' },
          elements: [{ kind: 'text', id: 'wish', x: 10, y: 20, width: 130, height: 60, text: '', family: 'Roboto', size: 20, colour: '#000000' }],
        },
      ],
    },
    ...overrides,
  });
}

export function cardProduct(overrides: Partial<Product> = {}): Product {
  return v.parse(Product, {
    uuid: productUuid(1),
    name: 'Card 10x15',
    description: '',
    type: 2,
    category: 'cards',
    sortOrder: 1,
    minorderpartquantity: 5,
    maximumQuantity: null,
    subproducts: [],
    productprices: [
      { quantity: 1, price: 2900, campaignprice: null, type: 0 },
      { quantity: 10, price: 2400, campaignprice: null, type: 0 },
    ],
    campaignrequirement: 'none',
    ...overrides,
  });
}

/**
 * What the server's price engine answers for a line of the card (GET /api/webshop/products/{uuid}/price):
 * cardProduct's tiers without a campaign unless `unit` says otherwise.
 */
export function cardPrice(quantity: number, unit = quantity >= 10 ? 2400 : 2900, normal = quantity >= 10 ? 2400 : 2900) {
  return { quantity, unitPrice: unit, normalUnitPrice: normal, linePrice: normal * quantity, actualLinePrice: unit * quantity };
}

/** The card's tiers as the products call answers them (tierPrices). */
export const cardTierPrices = () => ({
  [productUuid(1)]: [
    { from: 1, to: 9, unitPrice: 2900, normalUnitPrice: 2900 },
    { from: 10, to: null, unitPrice: 2400, normalUnitPrice: 2400 },
  ],
});

export function pictureFixture(n: number, overrides: Partial<Picture> = {}): Picture {
  const uuid = pictureUuid(n);
  return v.parse(Picture, {
    uuid,
    webshopId: 1000 + n,
    pictureType: 'IP',
    width: 800,
    height: 1000,
    bought: false,
    isUserFavorite: false,
    greenscreen: false,
    groupPicture: false,
    userBoughtRetouch: false,
    inCart: false,
    images: { w320: `/api/webshop/pictures/${uuid}/320`, w640: `/api/webshop/pictures/${uuid}/640`, w800: `/api/webshop/pictures/${uuid}/800` },
    ...overrides,
  });
}

export function pictureSetFixture(): PictureSet {
  return v.parse(PictureSet, {
    uuid: SET_UUID,
    subject: { uuid: SET_UUID, name: 'Emma Hansen', group: '5B' },
    avatar: { url: null },
    isEditable: true,
    year: 2026,
    photographer: { name: 'Fjord Foto', logo: { url: null } },
    numImages: 3,
    job: {
      uuid: '10b00000-0000-4000-8000-000000000001',
      name: 'Fjordvik School 2026',
      creationTime: 1_700_000_000,
      hasBeenInWebShop: true,
      isArchived: false,
      requireFineTunedPictures: false,
      yearbookPoseSelection: { poses: [], expired: false, expiresAt: null },
    },
    pictures: [pictureFixture(1), pictureFixture(2, { width: 1200, height: 800 }), pictureFixture(3, { pictureType: 'GP', groupPicture: true })],
    digitalSet: { IP: { bought: false, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } },
    qualifyForSelectOwnFavorites: false,
    qualifyForSelectYearbookPose: false,
    yearbookPoses: [],
  });
}

/** The card in the cart: 10 pieces with picture 1 and a wish. */
export function cardLine(quantity = 10): OrderLine {
  return v.parse(OrderLine, {
    uuid: lineUuid(1),
    type: 0,
    quantity,
    minimumQuantity: 5,
    maximumQuantity: null,
    canChangeQuantity: true,
    description: 'Card 10x15',
    unitPrice: 2400,
    linePrice: 2400 * quantity,
    actualLinePrice: 2400 * quantity,
    rebate: null,
    subProductUuids: [],
    explanation: [],
    available: true,
    kind: 'product',
    product: { uuid: productUuid(1), name: 'Card 10x15', type: 2, subproducts: [] },
    template: {
      uuid: templateUuid(1),
      name: 'Winter greeting',
      categories: ['christmas'],
      data: {
        year: null,
        userResources: [
          { id: 'photo', fullId: 'front/photo', image: { uuid: pictureUuid(1), width: 800, height: 1000 } },
          { id: 'wish', fullId: 'inside/wish', type: 'STRING', text: 'Love, Emma' },
        ],
      },
    },
  });
}

/** What fill-template answers for the card and the fixture set: its first portrait in the photo slot, as the list previews it. */
export function cardFilled() {
  return { year: null, userResources: [{ id: 'photo', fullId: 'front/photo', image: { uuid: pictureUuid(1), webshopId: 1001, width: 800, height: 1000 } }] };
}
