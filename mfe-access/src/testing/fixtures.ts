import * as v from 'valibot';
import { PageSettings, ShopSettings, User } from '@shop/contracts/core';
import { CodeData } from '@shop/contracts/access';

/** Test data, each object checked against its contract schema so the mocks cannot drift from it. */

export function shopSettingsFixture(options: Partial<ShopSettings['options']> = {}, overrides: Partial<ShopSettings> = {}): ShopSettings {
  return v.parse(ShopSettings, {
    portal: 'demo',
    name: 'Demo Foto',
    freeShippingThreshold: 50000,
    hasPrivacyPolicy: true,
    terms: { termsOfService: 'First rule.\nSecond rule.' },
    locale: { languages: [{ name: 'en', long: 'English' }, { name: 'nb', long: 'Norsk' }], country: { twoLetterCode: 'NO' } },
    default_language: 'en',
    contactInfo: { email: 'help@demofoto.test', address: 'Gate 1', postalCode: '0150', city: 'Oslo', state: '', phone: '+47 22 00 00 00' },
    currency: { code: 'NOK' },
    options: {
      gatherAddress2: false,
      gatherState: false,
      acceptMailDefaultOn: false,
      disableAcceptMailOptionWhenRegisteringUser: false,
      allowOwnPhotos: false,
      disableImageToolbox: false,
      whiteLabelDisableMixPhotographers: false,
      hidePostalCode: false,
      ...options,
    },
    theme: { primary: '#1f4e79', primaryContrast: '#ffffff', headerBackground: '#1f4e79', headerText: '#ffffff' },
    modules: [],
    ...overrides,
  });
}

export function pageSettingsFixture(overrides: Partial<PageSettings> = {}): PageSettings {
  return v.parse(PageSettings, { logo: '/logo.png', background: { color: '#111111', image: '/images/front.jpg' }, menu: [], ...overrides });
}

export function userFixture(overrides: Partial<User> = {}): User {
  return v.parse(User, {
    uuid: 'a3c1e7a0-0000-4000-8000-000000000001',
    name: 'Kari Nordmann',
    emailAddress: 'kari@example.test',
    lang: 'en',
    mobilePhone: '+4791234567',
    acceptMail: false,
    isAnonymousUser: false,
    isSimulated: false,
    address: { address: 'Gate 2', address2: '', postalCode: '0151', city: 'Oslo' },
    ...overrides,
  });
}

export function anonymousUserFixture(): User {
  return userFixture({ uuid: 'a3c1e7a0-0000-4000-8000-0000000000aa', name: '', emailAddress: '', mobilePhone: '', acceptMail: null, isAnonymousUser: true });
}

export function codeDataFixture(overrides: Partial<CodeData> = {}, options: Partial<CodeData['options']> = {}): CodeData {
  return v.parse(CodeData, {
    accessCode: 'ABC123',
    code: 'ABC123',
    name: 'Ola Nordmann',
    options: { acceptMailDefaultOn: false, disableAcceptMailWhenLoggingIn: false, ...options },
    contactInfo: { email: 'help@demofoto.test' },
    ...overrides,
  });
}

/** A reset key that passes the contract's pattern. */
export const RESET_KEY = 'reset-key-0123456789abcdef';
