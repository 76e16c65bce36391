import * as v from 'valibot';
import { Cart, OrderLine, type OrderSummary, RetouchOptions, type PriceNote } from '@shop/contracts/commerce';

/** Cart test data, checked against the contracts so the mocks cannot drift from them. Amounts in øre. */
const hex = (n: number) => n.toString(16).padStart(12, '0');
export const lineUuid = (n: number) => `1e000000-0000-4000-8000-${hex(n)}`;
export const productUuid = (n: number) => `9d000000-0000-4000-8000-${hex(n)}`;
export const pictureUuid = (n: number) => `9c000000-0000-4000-8000-${hex(n)}`;
export const subjectUuid = (n: number) => `5b000000-0000-4000-8000-${hex(n)}`;
export const subProductUuid = (n: number) => `5a000000-0000-4000-8000-${hex(n)}`;

const common = (n: number, quantity: number, unitPrice: number, explanation: PriceNote[] = [{ kind: 'unit-price', unitPrice }]) => ({
  uuid: lineUuid(n),
  type: 0 as const,
  quantity,
  minimumQuantity: 1,
  maximumQuantity: null,
  canChangeQuantity: true,
  description: '',
  unitPrice,
  linePrice: unitPrice * quantity,
  actualLinePrice: unitPrice * quantity,
  rebate: null,
  subProductUuids: [],
  explanation,
  available: true,
});

const subject = (n: number, name: string) => ({
  uuid: subjectUuid(n),
  name,
  group: '5B',
  job: { uuid: subjectUuid(100 + n), name: 'Fjordvik School 2026' },
  numImages: 10,
});

/** Cards 10x15 with a template: tier 10–24 at 24 kr. */
export function cardLine(n = 1, quantity = 10, overrides: Partial<OrderLine> = {}): OrderLine {
  return v.parse(OrderLine, {
    ...common(n, quantity, 2400, [{ kind: 'tier', from: 10, to: 24, unitPrice: 2400, ordinal: false }]),
    kind: 'product',
    description: 'Cards 10x15',
    product: { uuid: productUuid(1), name: 'Cards 10x15', type: 2, subproducts: [] },
    template: {
      uuid: productUuid(50),
      name: 'Spring',
      categories: ['christmas'],
      data: { year: 2026, userResources: [{ id: 'image1', image: { uuid: pictureUuid(1) } }] },
    },
    ...overrides,
  });
}

/** Cards at the campaign price (a package is in the cart): 15 kr instead of 29. */
export function campaignCardLine(n = 2, quantity = 2): OrderLine {
  return cardLine(n, quantity, {
    unitPrice: 1500,
    linePrice: 1500 * quantity,
    actualLinePrice: 1500 * quantity,
    explanation: [{ kind: 'campaign', unitPrice: 1500, normalUnitPrice: 2900, package: { uuid: productUuid(200), name: 'Package A' } }],
  } as Partial<OrderLine>);
}

export function packageLine(n = 3): OrderLine {
  return v.parse(OrderLine, {
    ...common(n, 1, 79900, [{ kind: 'package-price', mode: 'discount', originalPrice: 109600, price: 79900, endsAt: null }]),
    kind: 'package',
    canChangeQuantity: false,
    description: 'Package A',
    product: { uuid: productUuid(200), name: 'Package A', type: 200, subproducts: [] },
    package: {
      uuid: productUuid(200),
      name: 'Package A',
      subject: { uuid: subjectUuid(1), name: 'Noah Hansen', group: '5B' },
      allowSubjectChange: false,
      packageItems: ['Print 20x30', 'Print 13x18', 'Portrait set'].map((name, i) => ({
        uuid: productUuid(300 + i),
        type: i === 2 ? 'DIGITAL_SET' : 'TEMPLATE_PRODUCT',
        name,
        product: null,
        catalogue: null,
        pictureType: i === 2 ? 'IP' : null,
        template: null,
        templateData: null,
        version: 1,
        canChangeTemplate: i !== 2,
      })),
    },
  });
}

export function digitalFilesLine(n = 4, files = 5): OrderLine {
  return v.parse(OrderLine, {
    ...common(n, 1, 14900 * files),
    kind: 'digital-files',
    canChangeQuantity: false,
    description: 'Digital portrait files',
    digital: { pictureType: 'IP' },
    digitalFiles: Array.from({ length: files }, (_, i) => ({ uuid: pictureUuid(10 + i), image: `/api/webshop/pictures/${pictureUuid(10 + i)}/320` })),
    subjects: [subject(1, 'Noah Hansen')],
  });
}

export function digitalSetLine(n = 5): OrderLine {
  return v.parse(OrderLine, {
    ...common(n, 1, 24900),
    kind: 'digital-set',
    canChangeQuantity: false,
    description: 'Sibling and friends set',
    digital: { pictureType: 'SFP' },
    subjects: [subject(2, 'Emma Hansen')],
  });
}

export function catalogueLine(n = 6, quantity = 1): OrderLine {
  return v.parse(OrderLine, {
    ...common(n, quantity, 24900),
    kind: 'catalogue',
    maximumQuantity: 10,
    description: 'Fjordvik School 2026 catalogue',
    catalogue: { uuid: productUuid(400), name: 'Fjordvik School 2026 catalogue', subject: { uuid: subjectUuid(1), name: 'Noah Hansen' } },
  });
}

export function retouchLine(n = 7): OrderLine {
  return v.parse(OrderLine, {
    ...common(n, 1, 14800, [
      { kind: 'retouch', pictureFee: 9900, extras: [{ uuid: subProductUuid(2), name: 'Remove glasses reflections', extraprice: 4900 }] },
    ]),
    kind: 'retouch',
    canChangeQuantity: false,
    description: 'Retouch',
    product: { uuid: productUuid(11), name: 'Retouch', type: 11, subproducts: [] },
    fileRetouch: { file: { uuid: pictureUuid(1), image: `/api/webshop/pictures/${pictureUuid(1)}/320` } },
  });
}

/** A line with a rebate: original price, rebate and subtotal. */
export function rebatedLine(n = 8): OrderLine {
  return cardLine(n, 1, { unitPrice: 2000, linePrice: 2900, actualLinePrice: 2000, rebate: { linePrice: 900 } } as Partial<OrderLine>);
}

export function summaryOf(lines: OrderLine[], extra: Partial<OrderSummary> = {}): OrderSummary {
  const totalPrice = lines.reduce((sum, l) => sum + l.actualLinePrice, 0);
  return {
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalPrice,
    vat: { rate: 25, amount: Math.round(totalPrice / 5) },
    lines: [],
    ...extra,
  };
}

export function cartFixture(lines: OrderLine[], extra: Partial<Cart> = {}): Cart {
  return v.parse(Cart, { uuid: lineUuid(999), orderLines: lines, summary: summaryOf(lines), rebateCode: null, currency: 'NOK', ...extra });
}

export function retouchOptionsFixture(overrides: Partial<RetouchOptions> = {}): RetouchOptions {
  return v.parse(RetouchOptions, {
    retouchProduct: {
      uuid: productUuid(11),
      name: 'Retouch',
      description: '',
      type: 11,
      category: 'retouch',
      sortOrder: 1,
      minorderpartquantity: 1,
      maximumQuantity: null,
      subproducts: [
        { uuid: subProductUuid(1), name: 'Skin retouch', extraprice: 0, image: null },
        { uuid: subProductUuid(2), name: 'Remove glasses reflections', extraprice: 4900, image: null },
        { uuid: subProductUuid(3), name: 'Change background', extraprice: 2900, image: null },
      ],
      productprices: [{ quantity: 1, price: 9900, campaignprice: null, type: 0 }],
      campaignrequirement: 'none',
    },
    pictures: [1, 2].map((n) => ({
      uuid: pictureUuid(n),
      webshopId: 100 + n,
      image: `/api/webshop/pictures/${pictureUuid(n)}/320`,
      subject: { uuid: subjectUuid(1), name: 'Noah Hansen' },
      subProductUuids: [],
      userRetouchTasks: n === 1 ? [{ uuid: subProductUuid(90), name: 'Remove the plaster on the chin' }] : [],
    })),
    pictureCount: 0,
    totalPrice: 0,
    ...overrides,
  });
}
