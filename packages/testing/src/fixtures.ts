import * as v from 'valibot';
import { LegacyPage, PageSettings, ShopSettings, User, type CartSummary } from '@shop/contracts/core';
import { CodeData } from '@shop/contracts/access';

/**
 * Fixtures of a demo portal. Parsed with the contracts' schemas when this module loads, so a fixture
 * that drifts from the contracts fails every test that uses it instead of passing with wrong data.
 */
export const shopSettings: ShopSettings = v.parse(ShopSettings, {
  portal: 'demo',
  name: 'Demo Foto',
  freeShippingThreshold: 50000,
  hasPrivacyPolicy: true,
  terms: { termsOfService: 'By creating an account you accept the terms of Demo Foto.' },
  locale: {
    languages: [
      { name: 'nb', long: 'Norsk' },
      { name: 'en', long: 'English' },
    ],
    country: { twoLetterCode: 'NO' },
  },
  default_language: 'nb',
  contactInfo: {
    email: 'post@demofoto.example',
    address: 'Storgata 1',
    postalCode: '0155',
    city: 'Oslo',
    state: 'Oslo',
    phone: '+47 22 33 44 55',
  },
  currency: { code: 'NOK' },
  options: {
    gatherAddress2: false,
    gatherState: false,
    acceptMailDefaultOn: true,
    disableAcceptMailOptionWhenRegisteringUser: false,
    allowOwnPhotos: true,
    disableImageToolbox: false,
    whiteLabelDisableMixPhotographers: false,
    hidePostalCode: false,
    subjectChangeMode: 0,
    packageAddToCartWarning: false,
  },
  theme: { primary: '#1f4e79', primaryContrast: '#ffffff', headerBackground: '#1f4e79', headerText: '#ffffff' },
  modules: (['access', 'account', 'catalog', 'editor', 'checkout'] as const).map((name) => ({
    name,
    manifestUrl: `/modules/${name}/mf-manifest.json`,
    enabled: true,
  })),
});

export const pageSettings: PageSettings = v.parse(PageSettings, {
  logo: '/assets/demo/logo.svg',
  background: { color: '#111827', image: '/assets/demo/background.jpg' },
  menu: [
    { title: { nb: 'Priser og produkter', en: 'Prices and products' }, visibility: 0, type: 'internal', target: '/products/packages' },
    { title: { nb: 'Mine bildesett', en: 'My picture sets' }, visibility: 1, type: 'internal', target: '/my-account/picture-sets' },
    { title: { nb: 'Logg inn', en: 'Sign in' }, visibility: 2, type: 'internal', target: '/login' },
    {
      title: { nb: 'Hjelp', en: 'Help' },
      visibility: 0,
      type: 'internal',
      target: '',
      children: [
        { title: { nb: 'Ofte stilte spørsmål', en: 'Frequently asked questions' }, visibility: 0, type: 'modal', target: 'faq' },
        { title: { nb: 'Kjøpsvilkår' }, visibility: 0, type: 'other', target: 'https://demofoto.example/terms' },
      ],
    },
    { title: { nb: 'Informasjonskapsler', en: 'Cookie settings' }, visibility: 0, type: 'cookiesettings', target: '' },
  ],
});

const baseUser = {
  lang: 'en',
  mobilePhone: '+4791234567',
  acceptMail: true,
  isAnonymousUser: false,
  isSimulated: false,
  simulatedBy: null,
  address: { address: 'Skoleveien 2', address2: '', postalCode: '0123', city: 'Oslo', state: '' },
};

export const users = {
  signedIn: v.parse(User, { ...baseUser, uuid: '0b6c1f1e-7c55-4a5e-9d57-6a0c2f6b9a01', name: 'Ida Hansen', emailAddress: 'ida@example.com' }),
  anonymous: v.parse(User, {
    ...baseUser,
    uuid: '0b6c1f1e-7c55-4a5e-9d57-6a0c2f6b9a02',
    name: '',
    emailAddress: '',
    mobilePhone: '',
    acceptMail: null,
    isAnonymousUser: true,
    address: { address: '', address2: '', postalCode: '', city: '', state: '' },
  }),
  simulated: v.parse(User, {
    ...baseUser,
    uuid: '0b6c1f1e-7c55-4a5e-9d57-6a0c2f6b9a03',
    name: 'Ola Nordmann',
    emailAddress: 'ola@example.com',
    isSimulated: true,
    simulatedBy: 'admin@demofoto.example',
  }),
} satisfies Record<string, User>;

export const emptyCart: CartSummary = { itemCount: 0, totalPrice: 0 };

export const legacyPage = v.parse(LegacyPage, {
  modules: [
    { id: 't1', type: 'Title', text: 'About Demo Foto' },
    { id: 'p1', type: 'Paragraph', content: 'We take school pictures.', isHTML: false },
  ],
});

/** The demo portal with some options or fields changed (checked against the contract). */
export function shopSettingsFixture(options: Partial<ShopSettings['options']> = {}, overrides: Partial<ShopSettings> = {}): ShopSettings {
  return v.parse(ShopSettings, { ...shopSettings, options: { ...shopSettings.options, ...options }, ...overrides });
}

export function pageSettingsFixture(overrides: Partial<PageSettings> = {}): PageSettings {
  return v.parse(PageSettings, { ...pageSettings, ...overrides });
}

/** The signed-in customer with some fields changed. */
export function userFixture(overrides: Partial<User> = {}): User {
  return v.parse(User, { ...users.signedIn, ...overrides });
}

/** The code data of a verified code (what verify_subject_code.php hands to the login-or-register flow). */
export function codeDataFixture(overrides: Partial<CodeData> = {}, options: Partial<CodeData['options']> = {}): CodeData {
  return v.parse(CodeData, {
    accessCode: 'ABC123',
    code: 'ABC123',
    name: 'Ola Nordmann',
    options: { acceptMailDefaultOn: false, disableAcceptMailWhenLoggingIn: false, ...options },
    contactInfo: { email: shopSettings.contactInfo.email },
    ...overrides,
  });
}

/** A password-reset key that passes the contract's pattern. */
export const RESET_KEY = 'reset-key-0123456789abcdef';
