/**
 * The demo price lists (README: "Demo data"), one products.json per portal under
 * <FILES_DIR>/demo-products/<portal>/ (this machine's work folder), loaded through importPriceList: the code path of
 * `pnpm operator import-products`. Amounts in kroner/kronor as an operator writes them.
 * Package A's time-limited price runs 7 days from the first import (the first start).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client';
import { portals } from '../db/schema';
import { importPriceList, type PriceListSummary } from '../commerce';
import { writeFileAtomic } from '../photojobs';

const t = (en: string, nb: string) => ({ en, nb });
const cardTiers = [
  { from: 1, price: 29, campaignPrice: 15 },
  { from: 10, price: 24, campaignPrice: 15 },
  { from: 25, price: 19, campaignPrice: 15 },
];
const single = (price: number) => [{ from: 1, price }];

export const DEMO_PRICE_LISTS: Record<string, unknown> = {
  fjord: {
    settings: { vatRate: 25, digitalRebates: { portraitSetPrice: 299 } },
    products: [
      { key: 'card-15x15', type: 2, category: 'cards', name: t('Card 15x15', 'Kort 15x15'), sortOrder: 1, prices: cardTiers },
      { key: 'card-10x15', type: 2, category: 'cards', name: t('Card 10x15', 'Kort 10x15'), sortOrder: 2, prices: cardTiers },
      { key: 'calendar-20x30-12', type: 1, category: 'calendars', name: t('Calendar 20x30 (12)', 'Kalender 20x30 (12)'), sortOrder: 1, prices: single(249) },
      { key: 'calendar-a4-12', type: 1, category: 'calendars', name: t('Calendar A4 (12)', 'Kalender A4 (12)'), sortOrder: 2, prices: single(249) },
      { key: 'mug', type: 89, category: 'mugs', name: t('Mug', 'Krus'), sortOrder: 1, prices: single(199) },
      { key: 'mouse-pad', type: 89, category: 'mouse-pads', name: t('Mouse pad', 'Musematte'), sortOrder: 2, prices: single(149) },
      { key: 'puzzle', type: 89, category: 'puzzles', name: t('Puzzle', 'Puslespill'), sortOrder: 3, prices: single(249) },
      { key: 'canvas-30x40', type: 89, category: 'canvas', name: t('Canvas 30x40', 'Lerret 30x40'), sortOrder: 4, prices: single(499) },
      { key: 'print-20x30', type: 89, category: 'prints', name: t('Print 20x30', 'Bilde 20x30'), sortOrder: 5, prices: single(299) },
      { key: 'print-13x18', type: 89, category: 'prints', name: t('Print 13x18', 'Bilde 13x18'), sortOrder: 6, prices: single(199) },
      { key: 'ip-file', kind: 'digital-file', pictureType: 'IP', name: t('Portrait picture (digital)', 'Portrettbilde (digitalt)'), price: 149 },
      { key: 'ip-set', kind: 'digital-set', pictureType: 'IP', name: t('Portrait set (digital)', 'Portrettsett (digitalt)'), price: 399 },
      {
        key: 'sfp-file',
        kind: 'digital-file',
        pictureType: 'SFP',
        name: t('Sibling and friend picture (digital)', 'Søsken- og vennebilde (digitalt)'),
        price: 99,
      },
      { key: 'sfp-set', kind: 'digital-set', pictureType: 'SFP', name: t('Sibling and friend set (digital)', 'Søsken- og vennesett (digitalt)'), price: 249 },
      { key: 'gp-file', kind: 'digital-file', pictureType: 'GP', name: t('Group picture (digital)', 'Gruppebilde (digitalt)'), price: 79 },
      { key: 'gp-set', kind: 'digital-set', pictureType: 'GP', name: t('Group set (digital)', 'Gruppesett (digitalt)'), price: 149 },
      {
        key: 'retouch',
        type: 11,
        name: t('Retouch', 'Retusjering'),
        campaignRequirement: 'none',
        prices: single(99),
        subProducts: [
          { key: 'skin', name: t('Skin retouch', 'Hudretusjering'), extraPrice: 0 },
          { key: 'glasses', name: t('Remove glasses reflections', 'Fjerne refleks i briller'), extraPrice: 49 },
          { key: 'background', name: t('Change background', 'Bytte bakgrunn'), extraPrice: 29 },
        ],
      },
    ],
    catalogues: [
      {
        key: 'fjordvik-2026-catalogue',
        job: 'fjordvik-school-2026',
        name: 'Fjordvik School 2026 catalogue',
        description: t('Every class of the school in one book.', 'Alle klassene på skolen i én bok.'),
        price: 249,
        deliveryDays: 30,
      },
    ],
    packages: [
      {
        key: 'package-a',
        type: 'package',
        name: t('Package A', 'Pakke A'),
        description: t('One 20x30 print\nTwo 13x18 prints\nAll portrait pictures digitally', 'Ett bilde 20x30\nTo bilder 13x18\nAlle portrettbildene digitalt'),
        linkText: t('Choose pictures', 'Velg bilder'),
        sortOrder: 1,
        originalPrice: 1096,
        priceIncludingDiscount: 799,
        timeLimitedDiscount: { price: 699, days: 7 },
        items: [
          { type: 'TEMPLATE_PRODUCT', product: 'print-20x30' },
          { type: 'TEMPLATE_PRODUCT', product: 'print-13x18', quantity: 2 },
          { type: 'DIGITAL_SET', pictureType: 'IP' },
        ],
      },
      {
        key: 'package-b',
        type: 'package',
        name: t('Package B', 'Pakke B'),
        description: t('Two 13x18 prints\nThe school catalogue', 'To bilder 13x18\nSkolekatalogen'),
        linkText: t('Choose pictures', 'Velg bilder'),
        sortOrder: 2,
        originalPrice: 647,
        priceIncludingDiscount: 449,
        items: [
          { type: 'TEMPLATE_PRODUCT', product: 'print-13x18', quantity: 2 },
          { type: 'CATALOGUE', catalogue: 'fjordvik-2026-catalogue' },
        ],
      },
      {
        key: 'calendars-link',
        type: 'link',
        name: t('Calendars for the family', 'Kalendere til familien'),
        description: t('Twelve months with your pictures.', 'Tolv måneder med bildene deres.'),
        linkText: t('See calendars', 'Se kalendere'),
        sortOrder: 3,
        link: '/products/calendars',
        linkInfo: { type: 'calendars' },
      },
    ],
    checkout: {
      options: { showDisabledDeliveryCountry: true, useAddressAutocompleteService: true, enableOrderComment: true },
      deliveryMethods: [
        {
          type: 'school-pickup',
          name: t('Pickup at school', 'Henting på skolen'),
          options: [
            {
              key: 'fjordvik-school',
              name: t('Fjordvik School', 'Fjordvik skole'),
              description: t('Delivered to the class teacher.', 'Leveres til kontaktlæreren.'),
              price: 0,
              deliveryDays: 10,
              jobs: ['fjordvik-school-2026', 'fjordvik-school-2026-catch-up'],
              school: 'Fjordvik School',
            },
          ],
        },
        {
          type: 'postage',
          name: t('Postage', 'Sendes i posten'),
          options: [
            {
              key: 'letter',
              name: t('Letter', 'Brev'),
              description: t('Posten, tracked letter', 'Posten, sporbart brev'),
              price: 79,
              freeFrom: 500,
              deliveryDays: 5,
              default: true,
            },
            {
              key: 'parcel',
              name: t('Parcel', 'Pakke'),
              description: t('Posten, parcel to your door', 'Posten, pakke levert på døren'),
              price: 149,
              deliveryDays: 3,
            },
          ],
        },
        {
          type: 'store-pickup',
          name: t('Pickup in store', 'Henting i butikk'),
          stores: [
            {
              key: 'bergen',
              name: 'Fjord Portraits Bergen',
              address1: 'Strandgaten 12',
              postalCode: '5013',
              city: 'Bergen',
              price: 0,
              deliveryDays: 5,
              express: { price: 99, deliveryDays: 1 },
            },
            { key: 'voss', name: 'Fjord Portraits Voss', address1: 'Vangsgata 20', postalCode: '5700', city: 'Voss', price: 0, deliveryDays: 7 },
          ],
        },
        {
          type: 'digital-delivery',
          name: t('Digital delivery', 'Digital levering'),
          options: [{ key: 'download', name: t('Download in My account', 'Last ned under Min konto'), price: 0, deliveryDays: 0 }],
        },
      ],
      paymentOptions: [
        {
          key: 'card',
          provider: 'test',
          title: t('Card', 'Kort'),
          description: t('Visa or Mastercard (test provider)', 'Visa eller Mastercard (testleverandør)'),
          methods: [
            { name: 'Visa', icon: 'visa.svg' },
            { name: 'Mastercard', icon: 'mastercard.svg' },
          ],
        },
        {
          key: 'invoice',
          provider: 'invoice',
          title: t('Invoice', 'Faktura'),
          description: t('Pay within 14 days. Requires your personal number.', 'Betal innen 14 dager. Krever personnummer.'),
          requirePersonNo: true,
          methods: [{ name: 'Invoice', icon: 'invoice.svg' }],
          deliveryTypes: ['postage', 'school-pickup', 'store-pickup'],
        },
        {
          // offered only when the server has Stripe's keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)
          key: 'stripe-card',
          provider: 'stripe',
          title: t('Card (Stripe)', 'Kort (Stripe)'),
          description: t('Pay on Stripe’s secure page.', 'Betal på Stripes sikre side.'),
          methods: [
            { name: 'Visa', icon: 'visa.svg' },
            { name: 'Mastercard', icon: 'mastercard.svg' },
          ],
        },
        {
          key: 'wallet',
          provider: 'test',
          title: t('Mobile wallet', 'Mobillommebok'),
          description: t('Confirm the payment on your phone.', 'Bekreft betalingen på telefonen.'),
          verifyMobile: true,
          methods: [{ name: 'Mobile wallet', icon: 'wallet.svg' }],
        },
      ],
      vouchers: [
        { code: 'WELCOME10', percent: 10, minTotal: 300 },
        { code: 'FJORD50', amount: 50, usageLimit: 1 },
        { code: 'EXPIRED1', percent: 20, validTo: '2025-01-01T00:00:00Z' },
      ],
    },
  },
  club: {
    settings: { vatRate: 25, digitalRebates: { portraitSetPrice: 299 } },
    products: [
      {
        key: 'card-10x15',
        type: 2,
        category: 'cards',
        name: t('Card 10x15', 'Kort 10x15'),
        prices: [
          { from: 1, price: 25, campaignPrice: 15 },
          { from: 10, price: 20, campaignPrice: 15 },
        ],
      },
      { key: 'mug', type: 89, category: 'mugs', name: t('Mug', 'Krus'), prices: single(179) },
      { key: 'print-13x18', type: 89, category: 'prints', name: t('Print 13x18', 'Bilde 13x18'), prices: single(169) },
      { key: 'ip-file', kind: 'digital-file', pictureType: 'IP', name: t('Portrait picture (digital)', 'Portrettbilde (digitalt)'), price: 129 },
      { key: 'ip-set', kind: 'digital-set', pictureType: 'IP', name: t('Portrait set (digital)', 'Portrettsett (digitalt)'), price: 349 },
      { key: 'gp-file', kind: 'digital-file', pictureType: 'GP', name: t('Team picture (digital)', 'Lagbilde (digitalt)'), price: 69 },
    ],
    packages: [
      {
        key: 'team-package',
        type: 'package',
        name: t('Team package', 'Lagpakke'),
        description: t('Two 13x18 prints\nAll portrait pictures digitally', 'To bilder 13x18\nAlle portrettbildene digitalt'),
        linkText: t('Choose pictures', 'Velg bilder'),
        originalPrice: 687,
        priceIncludingDiscount: 549,
        items: [
          { type: 'TEMPLATE_PRODUCT', product: 'print-13x18', quantity: 2 },
          { type: 'DIGITAL_SET', pictureType: 'IP' },
        ],
      },
    ],
    checkout: {
      options: { enableOrderComment: false },
      deliveryMethods: [
        {
          type: 'postage',
          name: t('Postage', 'Sendes i posten'),
          options: [
            { key: 'letter', name: t('Letter', 'Brev'), description: t('PostNord letter', 'PostNord brev'), price: 59, deliveryDays: 4, default: true },
          ],
        },
        {
          type: 'school-pickup',
          name: t('Pickup at the club', 'Henting i klubben'),
          options: [
            {
              key: 'nordlys-if',
              name: t('Nordlys IF clubhouse', 'Nordlys IF klubbhus'),
              price: 0,
              deliveryDays: 10,
              jobs: ['nordlys-if-2026'],
              school: 'Nordlys IF',
            },
          ],
        },
        {
          type: 'digital-delivery',
          name: t('Digital delivery', 'Digital levering'),
          options: [{ key: 'download', name: t('Download in My account', 'Last ned under Min konto'), price: 0, deliveryDays: 0 }],
        },
      ],
      paymentOptions: [
        {
          key: 'card',
          provider: 'test',
          title: t('Card', 'Kort'),
          description: t('Visa or Mastercard (test provider)', 'Visa eller Mastercard (testleverandør)'),
          methods: [{ name: 'Visa', icon: 'visa.svg' }],
        },
      ],
    },
  },
};

/** Writes each existing demo portal's products.json (when it differs) and imports it. */
export async function seedDemoProducts(db: Db, opts: { workDir: string }): Promise<PriceListSummary[]> {
  const existing = new Set((await db.select({ key: portals.key }).from(portals)).map((p) => p.key));
  const out: PriceListSummary[] = [];
  for (const [portal, list] of Object.entries(DEMO_PRICE_LISTS)) {
    if (!existing.has(portal)) continue;
    const folder = join(opts.workDir, 'demo-products', portal);
    const file = join(folder, 'products.json');
    const text = `${JSON.stringify(list, null, 2)}\n`;
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) await writeFileAtomic(file, Buffer.from(text));
    out.push(await importPriceList(db, folder, { portal }));
  }
  return out;
}
