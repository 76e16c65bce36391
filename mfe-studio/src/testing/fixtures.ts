import * as v from 'valibot';
import {
  AuditEntry,
  PhotoJobImport,
  PhotoJobSummary,
  PortalContent,
  PortalDetail,
  type PortalSummary,
  SalesDashboard,
  StaffMember,
  StudioCustomerDetail,
  StudioPage,
  StudioRecording,
} from '@shop/contracts/studio';

/** The studio's demo data for its tests and its stand-alone page, each checked against its contract. */
export const fjordPortal = { key: 'fjord', name: 'Fjord Portraits', hosts: ['localhost'] };
export const clubPortal = { key: 'club', name: 'Nordlys Club Photo', hosts: ['club.localhost'] };

export const operator: StaffMember = v.parse(StaffMember, {
  uuid: '00000000-0000-4000-8000-000000000101',
  email: 'operator@example.com',
  name: 'Olav Operator',
  role: 'operator',
  portals: [fjordPortal],
  totpEnrolled: false,
  mustEnrol: false,
});

export const support: StaffMember = v.parse(StaffMember, {
  uuid: '00000000-0000-4000-8000-000000000103',
  email: 'admin@example.com',
  name: 'Siri Support',
  role: 'support',
  portals: [fjordPortal, clubPortal],
  totpEnrolled: false,
  mustEnrol: false,
});

const modulesOn = (off: string[] = []) =>
  (['access', 'account', 'catalog', 'editor', 'checkout'] as const).map((name) => ({ name, enabled: !off.includes(name) }));

export function portalDetail(overrides: Partial<PortalDetail> = {}): PortalDetail {
  return v.parse(PortalDetail, {
    key: 'fjord',
    name: 'Fjord Portraits',
    currency: 'NOK',
    vatRate: 2500,
    settings: {
      name: 'Fjord Portraits',
      hosts: ['localhost'],
      country: 'NO',
      languages: [
        { name: 'en', long: 'English' },
        { name: 'nb', long: 'Norsk bokmål' },
      ],
      defaultLanguage: 'en',
      contactInfo: { email: 'post@fjord.example', address: 'Fjordgata 1', postalCode: '5003', city: 'Bergen', state: '', phone: '+47 55 00 00 00' },
      freeShippingThreshold: 50000,
      options: {
        gatherAddress2: false,
        gatherState: false,
        acceptMailDefaultOn: true,
        disableAcceptMailOptionWhenRegisteringUser: false,
        allowOwnPhotos: true,
        disableImageToolbox: false,
        whiteLabelDisableMixPhotographers: false,
        hidePostalCode: false,
        subjectChangeMode: 1,
      },
    },
    brand: {
      primary: '#1a4d7a',
      primaryContrast: '#ffffff',
      headerBackground: '#ffffff',
      headerText: '#1a1a1a',
      backgroundColor: '#e8eef3',
      font: 'system',
      corners: 'soft',
    },
    logo: '/static/logo-fjord.svg',
    frontImage: '',
    modules: modulesOn(),
    version: 3,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: { name: 'Olav Operator', email: 'operator@example.com' },
    ...overrides,
  });
}

export function portalSummary(detail: PortalDetail): PortalSummary {
  return {
    key: detail.key,
    name: detail.name,
    hosts: detail.settings.hosts,
    currency: detail.currency,
    languages: detail.settings.languages,
    defaultLanguage: detail.settings.defaultLanguage,
    modules: detail.modules,
  };
}

export function contentFixture(overrides: Partial<PortalContent> = {}): PortalContent {
  return v.parse(PortalContent, {
    version: 3,
    languages: ['en', 'nb'],
    menu: [
      { title: { en: 'Packages', nb: 'Pakker' }, visibility: 0, type: 'internal', target: '/products/packages' },
      { title: { en: 'About us', nb: 'Om oss' }, visibility: 0, type: 'modal', target: 'about' },
      { title: { en: 'Cookie settings', nb: 'Informasjonskapsler' }, visibility: 0, type: 'cookiesettings', target: '' },
    ],
    pages: [{ id: 'about', title: 'About us', published: true, hasDraft: false, updatedAt: '2026-11-20T10:00:00.000Z' }],
    policies: { privacyPolicy: { en: '<p>We keep your data safe.</p>', nb: '<p>Vi tar vare på dataene dine.</p>' }, termsOfService: {}, termsOfPurchase: {} },
    ...overrides,
  });
}

export function pageFixture(overrides: Partial<StudioPage> = {}): StudioPage {
  return v.parse(StudioPage, {
    id: 'about',
    title: 'About us',
    modules: [
      { id: 'm1', type: 'Title', text: 'About us' },
      { id: 'm2', type: 'RichText', html: '<p>We photograph schools.</p>' },
    ],
    published: true,
    hasDraft: false,
    version: 3,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: null,
    ...overrides,
  });
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return v.parse(AuditEntry, {
    id: 'a1',
    at: '2026-11-25T09:30:00.000Z',
    portal: 'fjord',
    staff: { uuid: operator.uuid, name: operator.name, email: operator.email },
    kind: 'portal.settings',
    before: { freeShippingThreshold: 50000 },
    after: { freeShippingThreshold: 75000 },
    ...overrides,
  });
}

export function jobFixture(overrides: Partial<PhotoJobSummary> = {}): PhotoJobSummary {
  return v.parse(PhotoJobSummary, {
    uuid: '6c1f9c1e-2b7a-4d3e-9f4a-1a2b3c4d5e6f',
    key: 'fjordvik-school-2026',
    name: 'Fjordvik School 2026',
    year: 2026,
    state: 'not_in_shop',
    inShop: false,
    archived: false,
    selectionDeadline: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    subjects: 24,
    pictures: 192,
    codesUsed: 5,
    orders: 2,
    codesForLetters: 24,
    ...overrides,
  });
}

export function importFixture(overrides: Partial<PhotoJobImport> = {}): PhotoJobImport {
  return v.parse(PhotoJobImport, {
    uuid: '0e8b1f7a-3c2d-4e5f-8a9b-0c1d2e3f4a5b',
    fileName: 'fjordvik-school-2026.zip',
    size: 12_345_678,
    state: 'problems',
    createdAt: '2026-11-26T09:00:00.000Z',
    updatedAt: '2026-11-26T09:01:00.000Z',
    by: { name: 'Olav Operator', email: 'operator@example.com' },
    problems: [
      {
        file: 'subjects.csv',
        line: 3,
        message: "favourites: 'perhaps' is not yes or no",
        kind: 'not_yes_no',
        values: { column: 'favourites', value: 'perhaps' },
      },
    ],
    outcome: null,
    progress: { picturesRead: { done: 2, total: 2 }, derivativesMade: { done: 0, total: 0 } },
    jobUuid: null,
    error: null,
    ...overrides,
  });
}

/** A portal's sales on 26 November 2026: two orders today, one more three days before, nothing else in the 30 days. */
export function salesFixture(portal = 'fjord'): SalesDashboard {
  const day = (back: number) => new Date(Date.UTC(2026, 10, 26 - back)).toISOString().slice(0, 10);
  const figures = (from: string, orders: number, gross: number, net: number, designed: number) => ({
    from,
    to: day(0),
    orders,
    gross,
    net,
    averageOrderValue: orders ? Math.round(gross / orders) : 0,
    designedOrders: designed,
  });
  const sold: Record<string, [number, number, number]> = { [day(0)]: [2, 89800, 71840], [day(3)]: [1, 109900, 87920] };
  return v.parse(SalesDashboard, {
    portal,
    // the club sells in its own currency, whatever the host portal's is
    currency: portal === 'club' ? 'SEK' : 'NOK',
    timeZone: 'Europe/Oslo',
    today: day(0),
    periods: {
      today: figures(day(0), 2, 89800, 71840, 1),
      last7: figures(day(6), 3, 199700, 159760, 2),
      last30: figures(day(29), 3, 199700, 159760, 2),
    },
    days: Array.from({ length: 30 }, (_, i) => {
      const date = day(29 - i);
      const [orders, gross, net] = sold[date] ?? [0, 0, 0];
      return { date, orders, gross, net };
    }),
    topProducts: [
      { name: 'Print 20x30', quantity: 3, gross: 150000, orders: 2 },
      { name: 'Card 10x15', quantity: 2, gross: 20000, orders: 1 },
    ],
  });
}

/** The demo parent as the studio's customer page shows her: a set, an order, preferences and a share sent. */
export function customerFixture(overrides: Partial<StudioCustomerDetail> = {}): StudioCustomerDetail {
  return v.parse(StudioCustomerDetail, {
    uuid: '00000000-0000-4000-8000-0000000000c1',
    email: 'parent@example.com',
    name: 'Ida Hansen',
    portal: 'fjord',
    registeredAt: '2026-08-20T10:00:00.000Z',
    mobile: '',
    sets: [
      {
        uuid: '00000000-0000-4000-8000-0000000000e1',
        name: 'Noah Hansen',
        group: '2A',
        portal: 'fjord',
        job: { uuid: '6c1f9c1e-2b7a-4d3e-9f4a-1a2b3c4d5e6f', name: 'Fjordvik School', year: 2026 },
        addedAt: '2026-09-01T08:00:00.000Z',
        reminders: false,
      },
    ],
    orders: [
      {
        uuid: '1a2b3c4d-0000-4000-8000-0000000000f1',
        reference: '#1a2b3c4d',
        confirmedAt: '2026-10-02T12:30:00.000Z',
        customer: { uuid: '00000000-0000-4000-8000-0000000000c1', name: 'Ida Hansen', email: 'parent@example.com' },
        total: 29900,
        currency: 'NOK',
        status: 'shipped',
        delivery: { type: 'postage', name: 'Home delivery: Posten' },
        portal: 'fjord',
      },
    ],
    communication: { acceptMail: true, language: 'nb' },
    invites: [
      {
        recipientEmail: 'grandma@example.com',
        sets: ['Noah Hansen'],
        sentAt: '2026-09-02T18:00:00.000Z',
        expiresAt: '2099-09-16T18:00:00.000Z',
        acceptedAt: null,
      },
    ],
    ...overrides,
  });
}

export function recordingFixture(overrides: Partial<StudioRecording> = {}): StudioRecording {
  return v.parse(StudioRecording, {
    uuid: '00000000-0000-4000-8000-0000000000d7',
    portal: 'fjord',
    startedAt: '2026-11-20T09:15:00.000Z',
    stoppedAt: '2026-11-20T09:21:00.000Z',
    pages: 4,
    events: 812,
    bytes: 1_250_000,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    ...overrides,
  });
}
