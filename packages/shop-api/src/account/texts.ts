/**
 * Texts of the account endpoints and the share e-mail (en, nb). The spec's own texts are used as
 * written ('The password is not long enough', 'The passwords must match', 'Please add recipients').
 */
import { accessTexts } from '../access';

export interface ShareMail {
  subject: (sender: string, shop: string) => string;
  text: (sender: string, names: string, shop: string, link: string) => string;
  html: (sender: string, names: string, shop: string, link: string) => string;
}

export interface AccountTexts {
  nameRequired: string;
  mobileRequired: string;
  mobileInvalid: string;
  passwordTooShort: string;
  passwordsMustMatch: string;
  passwordCommon: string;
  packageNotFound: string;
  packageAlreadyCancelled: (name: string) => string;
  noRecipients: string;
  shareSetsUnavailable: string;
  shareDailyLimit: (limit: number, left: number) => string;
  shareMail: ShareMail;
}

const en = (): AccountTexts => ({
  nameRequired: 'Please enter your full name.',
  mobileRequired: accessTexts('en').required,
  mobileInvalid: accessTexts('en').mobileInvalid,
  passwordTooShort: 'The password is not long enough',
  passwordsMustMatch: 'The passwords must match',
  passwordCommon: accessTexts('en').passwordCommon,
  packageNotFound: 'Picture package not found',
  packageAlreadyCancelled: (name) => `The picture package of ${name} is cancelled already and cannot be restored.`,
  noRecipients: 'Please add recipients',
  shareSetsUnavailable: 'Picture set not found or not available for sharing',
  shareDailyLimit: (limit, left) =>
    `You can share with at most ${limit} recipients per day. ${left > 0 ? `You can send to ${left} more today.` : 'Please try again tomorrow.'}`,
  shareMail: {
    subject: (sender, shop) => `${sender} has shared pictures with you at ${shop}`,
    text: (sender, names, shop, link) =>
      `Hello,\n\n${sender} has shared the pictures of ${names} with you at ${shop}.\n\n` +
      `Open this link within 14 days and sign in (or create a free user account) with this e-mail address to see them:\n\n${link}\n\n${shop}\n`,
    html: (sender, names, shop, link) =>
      `<p>Hello,</p><p>${sender} has shared the pictures of ${names} with you at ${shop}.</p>` +
      `<p>Open this link within 14 days and sign in (or create a free user account) with this e-mail address to see them:</p><p><a href="${link}">${link}</a></p><p>${shop}</p>`,
  },
});

const nb = (): AccountTexts => ({
  nameRequired: 'Skriv inn fullt navn.',
  mobileRequired: accessTexts('nb').required,
  mobileInvalid: accessTexts('nb').mobileInvalid,
  passwordTooShort: 'Passordet er ikke langt nok',
  passwordsMustMatch: 'Passordene må være like',
  passwordCommon: accessTexts('nb').passwordCommon,
  packageNotFound: 'Fant ikke bildepakken',
  packageAlreadyCancelled: (name) => `Bildepakken til ${name} er allerede avbestilt og kan ikke gjenopprettes.`,
  noRecipients: 'Legg til mottakere',
  shareSetsUnavailable: 'Fant ikke bildesettet, eller det kan ikke deles',
  shareDailyLimit: (limit, left) =>
    `Du kan dele med høyst ${limit} mottakere per dag. ${left > 0 ? `Du kan sende til ${left} til i dag.` : 'Prøv igjen i morgen.'}`,
  shareMail: {
    subject: (sender, shop) => `${sender} har delt bilder med deg hos ${shop}`,
    text: (sender, names, shop, link) =>
      `Hei,\n\n${sender} har delt bildene av ${names} med deg hos ${shop}.\n\n` +
      `Åpne denne lenken innen 14 dager og logg inn (eller opprett en gratis brukerkonto) med denne e-postadressen for å se dem:\n\n${link}\n\n${shop}\n`,
    html: (sender, names, shop, link) =>
      `<p>Hei,</p><p>${sender} har delt bildene av ${names} med deg hos ${shop}.</p>` +
      `<p>Åpne denne lenken innen 14 dager og logg inn (eller opprett en gratis brukerkonto) med denne e-postadressen for å se dem:</p><p><a href="${link}">${link}</a></p><p>${shop}</p>`,
  },
});

const TEXTS: Record<string, () => AccountTexts> = { en, nb };

export function accountTexts(lang: string): AccountTexts {
  return (TEXTS[lang] ?? en)();
}
