import * as v from 'valibot';
import { PictureSet } from '@shop/contracts/account';
import { Catalogue, DigitalPortraitSet, PackageOffer, Product } from '@shop/contracts/commerce';
import { Category, TemplateSummary } from '@shop/contracts/templates';

/** Catalogue test data, checked against the contracts so the mocks cannot drift from them. Amounts in øre. */
const hex = (n: number) => n.toString(16).padStart(12, '0');
export const templateUuid = (n: number) => `7e000000-0000-4000-8000-${hex(n)}`;
export const productUuid = (n: number) => `9d000000-0000-4000-8000-${hex(n)}`;
export const subjectUuid = (n: number) => `5b000000-0000-4000-8000-${hex(n)}`;
export const pictureUuid = (n: number) => `9c000000-0000-4000-8000-${hex(n)}`;
export const packageUuid = (n: number) => `9a000000-0000-4000-8000-${hex(n)}`;

export const EMMA = { uuid: subjectUuid(1), name: 'Emma Hansen', group: '5B' };
export const NOAH = { uuid: subjectUuid(2), name: 'Noah Hansen', group: '2A' };

export function categoriesFixture(qualified: { uuid: string; name: string; group: string } | null = null): Category[] {
  const c = (internalName: string, title: string, subCategories: Category['subCategories'] = []) =>
    v.parse(Category, {
      internalName,
      title,
      description: `${title} with your pictures`,
      image: `/templates/categories/fjord/${internalName}.png`,
      subCategories,
      firstQualifiedSubject: internalName === 'archive' ? null : qualified,
    });
  return [
    c('cards', 'Cards', [
      { internalName: 'christmas', title: 'Christmas', default: true },
      { internalName: 'birthday', title: 'Birthday', default: false },
    ]),
    c('calendar', 'Calendars'),
    c('mugs', 'Mugs'),
    c('digitalprint', 'Digital portraits'),
    c('catalogues', 'Catalogues'),
    c('packages', 'Packages'),
    c('archive', 'Archive'),
  ];
}

const CARD_15 = { uuid: productUuid(1), name: 'Card 15x15' };
const CARD_10 = { uuid: productUuid(2), name: 'Card 10x15' };
const CAL = { uuid: productUuid(3), name: 'Calendar 20x30 (12)' };
const MUG = { uuid: productUuid(4), name: 'Mug' };

function template(n: number, name: string, product: { uuid: string; name: string }, o: Partial<TemplateSummary> = {}): TemplateSummary {
  return v.parse(TemplateSummary, {
    uuid: templateUuid(n),
    version: 1,
    name,
    type: 'CARD',
    product,
    categories: ['christmas'],
    preview: { large: `${templateUuid(n)}/preview.png` },
    width: 150,
    height: 150,
    trimBox: { width: 150, height: 150 },
    formatSize: '15x15',
    dimensions: { width: 150, height: 150 },
    supportedYears: [],
    separateFromBackground: false,
    addToCartWarningEnabled: false,
    hasUserText: true,
    numUserImages: 1,
    numUserParts: 1,
    userResources: [],
    ...o,
  });
}

/** Four Christmas cards: two 15x15 (1 and 4 pictures, with text), two 10x15 (2 pictures without text, 3 with). */
export function christmasCards(): TemplateSummary[] {
  return [
    template(1, 'Snowy Christmas', CARD_15),
    template(2, 'Four at Christmas', CARD_15, { numUserImages: 4 }),
    template(3, 'Starry night', CARD_10, { formatSize: '10x15', hasUserText: false, numUserImages: 2 }),
    template(4, 'Winter landscape', CARD_10, { formatSize: '10x15', numUserImages: 3 }),
  ];
}

export const birthdayCards = () => [template(5, 'Balloons', CARD_10, { formatSize: '10x15', categories: ['birthday'] })];
export const calendarTemplates = () => [
  template(6, 'Fjord calendar', CAL, { type: 'CALENDAR', formatSize: '20x30', numUserParts: 13, categories: ['calendar'], supportedYears: [2026, 2027] }),
];
export const mugTemplates = () => [
  template(7, 'Picture all around', MUG, { type: 'PHOTOGIFT', formatSize: '9x20', categories: ['mugs'] }),
  template(8, 'Two pictures', MUG, { type: 'PHOTOGIFT', formatSize: '9x20', categories: ['mugs'], numUserImages: 2 }),
];

const product = (p: { uuid: string; name: string }, type: 1 | 2 | 89, tiers: Array<[number, number]>) =>
  v.parse(Product, {
    ...p,
    description: '',
    type,
    category: '',
    sortOrder: 0,
    minorderpartquantity: 1,
    maximumQuantity: null,
    subproducts: [],
    productprices: tiers.map(([quantity, price]) => ({ quantity, price, campaignprice: null, type: 0 })),
    campaignrequirement: 'package',
  });

/** The server's tiers of a fixture product: no campaign applies (the mock's cart has no package). */
const tierPricesOf = (p: Product) =>
  p.productprices.map((t, i, all) => ({
    from: t.quantity,
    to: all[i + 1] ? all[i + 1]!.quantity - 1 : null,
    unitPrice: t.price,
    normalUnitPrice: t.price,
  }));

export const productsFixture = () => {
  const products = [
    product(CARD_15, 2, [
      [1, 2900],
      [10, 2400],
      [25, 1900],
    ]),
    product(CARD_10, 2, [
      [1, 2900],
      [10, 2400],
    ]),
    product(CAL, 1, [[1, 24900]]),
    product(MUG, 89, [[1, 19900]]),
  ];
  return { ...productsRest(), products, tierPrices: Object.fromEntries(products.map((p) => [p.uuid, tierPricesOf(p)])) };
};

const productsRest = () => ({
  retouchProduct: null,
  digitalProducts: [],
  digitalRebates: {
    portraitFilePrice: null,
    portraitSetPrice: null,
    siblingAndFriendsFilePrice: null,
    siblingAndFriendsSetPrice: null,
    groupFilePrice: null,
    groupSetPrice: null,
  },
  currency: 'NOK',
});

/** The portal's sample portraits the package offers name (decision 0104). */
export const SAMPLE_PORTRAITS = ['/static/portals/fjord/samples/portrait-1-640x800.jpg', '/static/portals/fjord/samples/portrait-2-640x800.jpg'];

export function packagesFixture(remainingTime = 3 * 86_400 + 3600): {
  packages: PackageOffer[];
  packageInfo: { remainingTime: number };
  samplePortraits: string[];
} {
  const common = { image: null, sortOrder: 0, disabled: null, allowSubjectChange: false, packageItems: [] };
  return {
    packages: [
      v.parse(PackageOffer, {
        ...common,
        uuid: packageUuid(1),
        type: 'package',
        name: 'Package A',
        description: 'One 20x30 print\nTwo 13x18 prints',
        linkText: 'Choose pictures',
        originalPrice: 109600,
        priceIncludingDiscount: 79900,
        useTimeLimitedDiscount: remainingTime > 0,
        timeLimitedDiscountPrice: 69900,
        remainingTime,
        currentPrice: remainingTime > 0 ? 69900 : 79900,
      }),
      v.parse(PackageOffer, {
        ...common,
        uuid: packageUuid(2),
        type: 'package',
        name: 'Package B',
        description: 'Two 13x18 prints',
        linkText: 'Choose pictures',
        originalPrice: 64700,
        priceIncludingDiscount: 44900,
        useTimeLimitedDiscount: false,
        timeLimitedDiscountPrice: null,
        remainingTime: 0,
        currentPrice: 44900,
        disabled: { reason: 'Sold out for this school' },
      }),
      v.parse(PackageOffer, {
        uuid: packageUuid(3),
        type: 'link',
        name: 'Calendars for the family',
        description: 'Twelve months with your pictures.',
        image: null,
        linkText: 'See calendars',
        sortOrder: 3,
        disabled: null,
        link: '/products/calendars',
        linkInfo: { type: 'calendars', category: null },
      }),
    ],
    packageInfo: { remainingTime },
    samplePortraits: SAMPLE_PORTRAITS,
  };
}

export function pictureSetFixture(s: { uuid: string; name: string; group: string }): PictureSet {
  return v.parse(PictureSet, {
    uuid: s.uuid,
    subject: s,
    avatar: { url: null },
    isEditable: true,
    year: 2026,
    photographer: { name: 'Fjord Foto', logo: { url: null } },
    numImages: 10,
    job: {
      uuid: subjectUuid(100),
      name: 'Fjordvik School 2026',
      creationTime: 1_767_225_600,
      hasBeenInWebShop: true,
      isArchived: false,
      requireFineTunedPictures: false,
      yearbookPoseSelection: { poses: [], expired: false, expiresAt: null },
    },
    pictures: [],
    digitalSet: { IP: { bought: false, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } },
    qualifyForSelectOwnFavorites: false,
    qualifyForSelectYearbookPose: false,
    yearbookPoses: [],
  });
}

/** Emma's digital portraits: IP (3 pictures, file 149, set 399) and GP (1 picture); the state of the cart as given. */
export function digitalSetFixture(state: { setInCart?: boolean; filesInCart?: string[] } = {}): DigitalPortraitSet {
  const pic = (n: number, type: 'IP' | 'GP') => ({
    uuid: pictureUuid(n),
    webshopId: 100 + n,
    pictureType: type,
    image: `/api/webshop/pictures/${pictureUuid(n)}/320`,
    inCart: (state.filesInCart ?? []).includes(pictureUuid(n)),
  });
  return v.parse(DigitalPortraitSet, {
    subject: EMMA,
    job: { name: 'Fjordvik School 2026' },
    sections: [
      {
        type: 'IP',
        file: { uuid: productUuid(20), name: 'Portrait picture (digital)', price: 14900, normalPrice: 14900 },
        set: { uuid: productUuid(21), name: 'Portrait set (digital)', price: 39900, normalPrice: 39900 },
        setBought: false,
        setInCart: Boolean(state.setInCart),
        pictures: [pic(1, 'IP'), pic(2, 'IP'), pic(3, 'IP')],
        previews: [1, 2, 3].map((n) => `/api/webshop/pictures/${pictureUuid(n)}/320`),
      },
      {
        type: 'GP',
        file: { uuid: productUuid(22), name: 'Group picture (digital)', price: 7900, normalPrice: 7900 },
        set: null,
        setBought: false,
        setInCart: false,
        pictures: [pic(4, 'GP')],
        previews: [],
      },
    ],
  });
}

export function cataloguesFixture(): Catalogue[] {
  return [
    v.parse(Catalogue, {
      uuid: productUuid(30),
      name: 'Fjordvik School 2026 catalogue',
      description: 'Every class of the school in one book.',
      price: 24900,
      quantity: 0,
      maxQuantity: 10,
      deliveryTime: { days: 30 },
      subject: EMMA,
    }),
    v.parse(Catalogue, {
      uuid: productUuid(30),
      name: 'Fjordvik School 2026 catalogue',
      description: 'Every class of the school in one book.',
      price: 24900,
      quantity: 0,
      maxQuantity: 10,
      deliveryTime: { days: 30 },
      subject: NOAH,
    }),
  ];
}

/** An order summary with the given count and total (VAT 25 % included, no summary lines). */
export function catalogueFixtureSummary(s: { itemCount: number; totalPrice: number }) {
  return { itemCount: s.itemCount, totalPrice: s.totalPrice, vat: { rate: 25, amount: Math.round(s.totalPrice / 5) }, lines: [] };
}
