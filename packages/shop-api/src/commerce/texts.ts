/**
 * Server texts of the cart (en, nb): the summary's VAT line and the refusals a customer can meet.
 * Every refusal also has a stable `error` code for the screens, which word it from their own locales.
 */
export interface CommerceTexts {
  vatLine: (percent: number) => string;
  voucherLine: (code: string) => string;
  lineNotFound: string;
  lineNotReplaceable: string;
  packageNotFound: string;
  noPictureSetForPackage: string;
  cartFull: (max: number) => string;
  quantityFixed: string;
  subProductsFixed: string;
  bought: string;
  setInCart: string;
  notForSale: string;
  pictureNotFound: string;
  retouchNotAvailable: string;
  packageDisabled: (reason: string) => string;
  notOffered: string;
  packageSetBought: (pkg: string) => string;
}

const percent = (n: number, lang: string) => n.toLocaleString(lang === 'nb' ? 'nb-NO' : 'en-GB', { maximumFractionDigits: 2 });

const en: CommerceTexts = {
  vatLine: (n) => `VAT (${percent(n, 'en')} %) included`,
  voucherLine: (code) => `Voucher ${code}`,
  lineNotFound: 'No order line',
  lineNotReplaceable: 'This line cannot be replaced by another kind of product.',
  packageNotFound: 'Package not found',
  noPictureSetForPackage: 'Add a picture set to your account to make this package.',
  cartFull: (max) => `The shopping cart is full: it holds at most ${max} lines.`,
  quantityFixed: 'The quantity of this line cannot be changed.',
  subProductsFixed: 'This line has no options to change.',
  bought: 'You have bought this already.',
  setInCart: 'Picture set in cart',
  notForSale: 'This product is not for sale in this shop.',
  pictureNotFound: 'Picture not found',
  retouchNotAvailable: 'Retouch not available',
  packageDisabled: (reason) => (reason ? `This package cannot be bought now: ${reason}` : 'This package cannot be bought now.'),
  notOffered: 'Not offered for this picture set',
  packageSetBought: (pkg) => `${pkg} includes a digital set you have bought already for this picture set.`,
};

const nb: CommerceTexts = {
  vatLine: (n) => `MVA (${percent(n, 'nb')} %) inkludert`,
  voucherLine: (code) => `Rabattkode ${code}`,
  lineNotFound: 'Fant ikke ordrelinjen',
  lineNotReplaceable: 'Denne linjen kan ikke erstattes med en annen type produkt.',
  packageNotFound: 'Fant ikke pakken',
  noPictureSetForPackage: 'Legg til et bildesett på kontoen din for å lage denne pakken.',
  cartFull: (max) => `Handlekurven er full: den kan ha høyst ${max} linjer.`,
  quantityFixed: 'Antallet på denne linjen kan ikke endres.',
  subProductsFixed: 'Denne linjen har ingen valg å endre.',
  bought: 'Du har allerede kjøpt dette.',
  setInCart: 'Bildesettet ligger i handlekurven',
  notForSale: 'Dette produktet selges ikke i denne butikken.',
  pictureNotFound: 'Fant ikke bildet',
  retouchNotAvailable: 'Retusjering er ikke tilgjengelig',
  packageDisabled: (reason) => (reason ? `Denne pakken kan ikke kjøpes nå: ${reason}` : 'Denne pakken kan ikke kjøpes nå.'),
  notOffered: 'Tilbys ikke for dette bildesettet',
  packageSetBought: (pkg) => `${pkg} inneholder et digitalt bildesett du allerede har kjøpt for dette bildesettet.`,
};

export function commerceTexts(lang: string): CommerceTexts {
  return lang === 'nb' ? nb : en;
}
