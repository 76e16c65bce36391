/**
 * The demo portals: Fjord Portraits (the default, Norwegian school photographer) and Nordlys Club
 * Photo (a Swedish club photographer on club.localhost, editor module off, no privacy policy).
 * Theme pairs meet WCAG AA (4.5:1); demo.test.ts checks them.
 */
import type { MenuEntry, RemoteModuleName } from '@shop/contracts';
import type { NewPortal } from '../db/schema';

export interface DemoPortal {
  portal: NewPortal & { key: string };
  modules: Record<RemoteModuleName, boolean>;
  pages: { id: string; modules: Record<string, unknown>[] }[];
}

const en_nb = [
  { name: 'en', long: 'English' },
  { name: 'nb', long: 'Norsk bokmål' },
];

const FJORD_PRIVACY = `Fjord Portraits AS ("we") takes care of the pictures and personal data you trust us with. This policy explains what we collect, why, and which rights you have.

What we collect
When a school or kindergarten books a photo day, we receive the name, class and school of each pupil so that pictures can be matched to the right family. When you create an account we store your e-mail address, name, mobile number and postal address, and the orders you place.

Why we use it
We use the data to show you your pictures, deliver your orders, send order and delivery messages, and, only if you said yes, tell you about new picture sets and offers. The legal basis is our agreement with you and, for marketing, your consent.

How long we keep it
Pictures are kept for five years so that you can order reprints; order data is kept for as long as Norwegian accounting law requires. You can ask us to delete your account at any time.

Your rights
You may ask for a copy of your data, have it corrected or deleted, and withdraw consent. Write to support@fjordportraits.example. You can also complain to the Norwegian Data Protection Authority (Datatilsynet).`;

const FJORD_ACCOUNT_TERMS = `Terms of use for the Fjord Portraits web shop

1. Your account: the account is personal. Keep your password to yourself; you are responsible for what is done with your account.
2. Picture codes: a picture code gives access to the pictures of one child. Share it only with the child's family.
3. Sharing: picture sets you share by e-mail can be seen by the people you invite until you stop sharing.
4. Your data: we keep your name, e-mail address and orders as described in our privacy policy. You can delete your account by contacting us.`;

const CLUB_ACCOUNT_TERMS = `Terms of use for Nordlys Club Photo

1. The account is personal. 2. A picture code is for the member's family only. 3. Shared picture sets can be seen by the people you invite. 4. Personal data is handled as described in the privacy policy.`;

const FJORD_TERMS = `Terms of sale for Fjord Portraits AS

1. Orders: an order is binding when you have paid and received a confirmation by e-mail.
2. Prices: all prices include Norwegian VAT. Delivery is free for orders of 500 NOK or more.
3. Delivery: prints are sent by post within 7 working days; digital files can be downloaded at once.
4. Right of withdrawal: personalised products (prints of your own pictures) are made to order and are exempt from the right of withdrawal, see the Norwegian Right of Withdrawal Act section 22.
5. Complaints: if something is wrong with a product, contact us within a reasonable time and we will reprint or refund it.`;

const CLUB_TERMS = `Terms of sale for Nordlys Club Photo AB

1. Orders are binding once paid. 2. Prices include Swedish VAT. 3. Prints are delivered within 10 working days. 4. Personalised products are exempt from the right of withdrawal. 5. Complaints: write to hej@nordlysclubphoto.example.`;

const fjordMenu: MenuEntry[] = [
  { title: { en: 'Picture packages', nb: 'Bildepakker' }, visibility: 0, type: 'internal', target: '/products/packages' },
  { title: { en: 'My account', nb: 'Min konto' }, visibility: 1, type: 'internal', target: '/my-account' },
  { title: { en: 'Sign in', nb: 'Logg inn' }, visibility: 2, type: 'internal', target: '/login' },
  {
    title: { en: 'Help', nb: 'Hjelp' },
    visibility: 0,
    type: 'internal',
    // a group: it only opens its children
    target: '',
    children: [
      { title: { en: 'About school photos', nb: 'Om skolefoto' }, visibility: 0, type: 'modal', target: 'about' },
      { title: { en: 'Cookie settings', nb: 'Innstillinger for informasjonskapsler' }, visibility: 0, type: 'cookiesettings', target: '' },
      { title: { en: "Photographer's website", nb: 'Fotografens nettside' }, visibility: 0, type: 'other', target: 'https://www.fjordportraits.example/' },
    ],
  },
];

const clubMenu: MenuEntry[] = [
  { title: { en: 'Picture packages', nb: 'Bildepakker' }, visibility: 0, type: 'internal', target: '/products/packages' },
  { title: { en: 'My account', nb: 'Min konto' }, visibility: 1, type: 'internal', target: '/my-account' },
  { title: { en: 'Sign in', nb: 'Logg inn' }, visibility: 2, type: 'internal', target: '/login' },
  {
    title: { en: 'Help', nb: 'Hjelp' },
    visibility: 0,
    type: 'internal',
    target: '',
    children: [
      { title: { en: 'Cookie settings', nb: 'Innstillinger for informasjonskapsler' }, visibility: 0, type: 'cookiesettings', target: '' },
      { title: { en: 'Club photo website', nb: 'Klubbfotografens nettside' }, visibility: 0, type: 'other', target: 'https://www.nordlysclubphoto.example/' },
    ],
  },
];

const aboutPage: Record<string, unknown>[] = [
  {
    id: 'about-slider',
    type: 'Slider',
    slides: [
      {
        background: '/static/demo/slide-fjord.jpg',
        title: 'School photos worth keeping',
        text: 'Portraits and class photos from this year, ready to order as prints, digital files and gifts.',
        button: { text: 'See picture packages', link: '/products/packages' },
      },
      {
        background: '/static/demo/slide-classroom.jpg',
        title: 'Share with the whole family',
        text: 'Invite grandparents to see the pictures and order their own copies.',
      },
    ],
  },
  {
    id: 'about-promote-gifts',
    type: 'PromoteCategory',
    category: 'photogifts',
    title: 'Photo gifts',
    text: 'Mugs, calendars and cards with this year’s portrait.',
    image: '/static/demo/promo-gifts.jpg',
    link: '/products/photogifts',
  },
  { id: 'about-title', type: 'Title', text: 'About school photos' },
  {
    id: 'about-intro-html',
    type: 'Paragraph',
    isHTML: true,
    content:
      '<p>Every pupil is photographed <strong>on their own</strong> and <strong>with the class</strong>. You receive a picture code from the school; <a href="/enter-code">enter it here</a> to see the pictures.</p>',
  },
  {
    id: 'about-intro-text',
    type: 'Paragraph',
    isHTML: false,
    content: 'Pictures are ready about two weeks after the photo day.\nYou will get an e-mail as soon as they are in the shop.',
  },
  {
    id: 'about-studio',
    type: 'Image',
    src: '/static/demo/studio.jpg',
    alt: 'Our studio by the fjord in Bergen',
    link: 'https://www.fjordportraits.example/studio',
    openInNewWindow: true,
  },
  {
    id: 'about-good-to-know',
    type: 'RichText',
    html: '<h3>Good to know</h3><ul><li>Siblings can be photographed together on the photo day.</li><li>Missed the day? Ask your school about the catch-up day.</li><li>Questions: <a href="mailto:support@fjordportraits.example">support@fjordportraits.example</a></li></ul>',
  },
  // a module type this client does not know: rendered as an HTML comment
  { id: 'about-video', type: 'Video', src: 'https://www.fjordportraits.example/media/photo-day.mp4', autoplay: false },
];

const allOn = { access: true, account: true, catalog: true, editor: true, checkout: true };

export const DEMO_PORTALS: DemoPortal[] = [
  {
    portal: {
      key: 'fjord',
      name: 'Fjord Portraits',
      hosts: ['localhost', '127.0.0.1'],
      isDefault: true,
      currency: 'NOK',
      country: 'NO',
      languages: en_nb,
      defaultLanguage: 'en',
      contact: {
        email: 'support@fjordportraits.example',
        address: 'Strandkaien 12',
        postalCode: '5013',
        city: 'Bergen',
        state: 'Vestland',
        phone: '+47 55 30 12 40',
      },
      freeShippingThreshold: 50_000,
      privacyPolicy: FJORD_PRIVACY,
      termsOfService: FJORD_ACCOUNT_TERMS,
      termsOfPurchase: FJORD_TERMS,
      options: {
        gatherAddress2: true,
        gatherState: false,
        acceptMailDefaultOn: true,
        disableAcceptMailOptionWhenRegisteringUser: false,
        allowOwnPhotos: true,
        disableImageToolbox: false,
        whiteLabelDisableMixPhotographers: false,
        hidePostalCode: false,
        // a parent with two children's sets from the same school may mix them in one design
        subjectChangeMode: 3,
        packageAddToCartWarning: false,
      },
      theme: { primary: '#0b4a6f', primaryContrast: '#ffffff', headerBackground: '#072f47', headerText: '#ffffff', font: 'serif', corners: 'soft' },
      logo: '/static/portals/fjord/logo.svg',
      // the front page's photograph (demo/samples.ts draws it into the storage; decision 0104)
      background: { color: '#f2f6f9', image: '/static/portals/fjord/front.jpg' },
      menu: fjordMenu,
    },
    modules: allOn,
    pages: [{ id: 'about', modules: aboutPage }],
  },
  {
    portal: {
      key: 'club',
      name: 'Nordlys Club Photo',
      hosts: ['club.localhost'],
      isDefault: false,
      currency: 'SEK',
      country: 'SE',
      languages: en_nb,
      defaultLanguage: 'nb',
      contact: {
        email: 'hej@nordlysclubphoto.example',
        address: 'Storgatan 8',
        postalCode: '972 31',
        city: 'Luleå',
        state: 'Norrbotten',
        phone: '+46 920 21 43 00',
      },
      freeShippingThreshold: -1,
      privacyPolicy: null,
      termsOfService: CLUB_ACCOUNT_TERMS,
      termsOfPurchase: CLUB_TERMS,
      options: {
        gatherAddress2: false,
        gatherState: true,
        acceptMailDefaultOn: false,
        disableAcceptMailOptionWhenRegisteringUser: true,
        allowOwnPhotos: false,
        disableImageToolbox: true,
        whiteLabelDisableMixPhotographers: true,
        hidePostalCode: false,
        subjectChangeMode: 0,
        packageAddToCartWarning: false,
      },
      theme: { primary: '#1d6b57', primaryContrast: '#ffffff', headerBackground: '#1c1236', headerText: '#e8fff6', font: 'geometric', corners: 'round' },
      logo: '/static/portals/club/logo.svg',
      background: { color: '#f6f4fb', image: '/static/portals/club/front.jpg' },
      menu: clubMenu,
    },
    modules: { ...allOn, editor: false },
    pages: [],
  },
];
