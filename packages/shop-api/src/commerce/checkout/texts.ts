/**
 * Server texts of the checkout (en, nb): delivery times, the delivery line, refusals with their stable
 * `error` codes (the screens may word them from their own locales), and the order confirmation e-mail.
 */
export interface CheckoutTexts {
  businessDays: (n: number) => string;
  required: string;
  cartEmpty: string;
  unavailableLines: string;
  noCheckout: string;
  checkoutNotFound: string;
  deliveryNotOffered: string;
  paymentNotOffered: string;
  invalidPid: string;
  underAge: string;
  invalidMobile: string;
  orderNotFound: string;
  transactionNotFound: string;
  providerUnavailable: string;
  pictureSetNotFound: string;
  noDigitalOffer: string;
  paymentFinished: string;
  wrongCode: string;
  amountMismatch: string;
  voucher: Record<'not-found' | 'not-yet' | 'expired' | 'used-up' | 'used-by-you', string> & { 'min-total': (amount: string) => string };
  mail: {
    subject: (ref: string, shop: string) => string;
    text: (o: {
      name: string;
      ref: string;
      lines: string;
      total: string;
      delivery: string;
      payment: string;
      link: string;
      digital: boolean;
      shop: string;
    }) => string;
  };
}

const en: CheckoutTexts = {
  businessDays: (n) => (n === 1 ? '1 business day' : `${n} business days`),
  required: 'This is required!',
  cartEmpty: 'The shopping cart is empty.',
  unavailableLines: 'Some products in the shopping cart are no longer for sale. Remove them before checking out.',
  noCheckout: 'This shop does not take orders online.',
  checkoutNotFound: 'Checkout not found',
  deliveryNotOffered: 'This delivery option is not offered for this order.',
  paymentNotOffered: 'This payment option is not offered with this delivery option.',
  invalidPid: 'Invalid personal number',
  underAge: 'You must be 18 or older to pay this way.',
  invalidMobile: 'Invalid mobile number',
  orderNotFound: 'Order not found',
  transactionNotFound: 'Payment not found',
  providerUnavailable: 'The payment service cannot be reached right now. Please try again in a moment.',
  pictureSetNotFound: 'Picture set not found',
  noDigitalOffer: 'There is no discounted digital set to add for these picture sets.',
  paymentFinished: 'This payment is finished already.',
  wrongCode: 'Wrong code',
  amountMismatch: 'The amount does not match the order',
  voucher: {
    'not-found': 'This voucher code is not valid.',
    'not-yet': 'This voucher code cannot be used yet.',
    expired: 'This voucher code has expired.',
    'min-total': (amount) => `This voucher code needs an order of at least ${amount}.`,
    'used-up': 'This voucher code has been used up.',
    'used-by-you': 'You have used this voucher code already.',
  },
  mail: {
    subject: (ref, shop) => `Order confirmation ${ref} – ${shop}`,
    text: (o) =>
      `Hello ${o.name},\n\nThank you for the order ${o.ref}!\n\n${o.lines}\n\nTotal: ${o.total}\nDelivery: ${o.delivery}\nPayment: ${o.payment}\n${
        o.digital ? '\nYour digital products can be downloaded in My account now.\n' : ''
      }\nSee the order: ${o.link}\n\n${o.shop}`,
  },
};

const nb: CheckoutTexts = {
  businessDays: (n) => (n === 1 ? '1 virkedag' : `${n} virkedager`),
  required: 'Dette feltet er påkrevd!',
  cartEmpty: 'Handlekurven er tom.',
  unavailableLines: 'Noen produkter i handlekurven selges ikke lenger. Fjern dem før du går til kassen.',
  noCheckout: 'Denne butikken tar ikke imot bestillinger på nett.',
  checkoutNotFound: 'Fant ikke kassen',
  deliveryNotOffered: 'Dette leveringsvalget tilbys ikke for denne bestillingen.',
  paymentNotOffered: 'Denne betalingsmåten tilbys ikke med dette leveringsvalget.',
  invalidPid: 'Ugyldig personnummer',
  underAge: 'Du må være 18 år eller eldre for å betale på denne måten.',
  invalidMobile: 'Ugyldig mobilnummer',
  orderNotFound: 'Fant ikke bestillingen',
  transactionNotFound: 'Fant ikke betalingen',
  providerUnavailable: 'Betalingstjenesten svarer ikke akkurat nå. Prøv igjen om litt.',
  pictureSetNotFound: 'Fant ikke bildesettet',
  noDigitalOffer: 'Det er ingen rabatterte digitale sett å legge til for disse bildesettene.',
  paymentFinished: 'Denne betalingen er allerede avsluttet.',
  wrongCode: 'Feil kode',
  amountMismatch: 'Beløpet stemmer ikke med bestillingen',
  voucher: {
    'not-found': 'Denne rabattkoden er ikke gyldig.',
    'not-yet': 'Denne rabattkoden kan ikke brukes ennå.',
    expired: 'Denne rabattkoden har utløpt.',
    'min-total': (amount) => `Denne rabattkoden krever en bestilling på minst ${amount}.`,
    'used-up': 'Denne rabattkoden er brukt opp.',
    'used-by-you': 'Du har allerede brukt denne rabattkoden.',
  },
  mail: {
    subject: (ref, shop) => `Ordrebekreftelse ${ref} – ${shop}`,
    text: (o) =>
      `Hei ${o.name},\n\nTakk for bestillingen ${o.ref}!\n\n${o.lines}\n\nTotalt: ${o.total}\nLevering: ${o.delivery}\nBetaling: ${o.payment}\n${
        o.digital ? '\nDe digitale produktene kan lastes ned under Min konto nå.\n' : ''
      }\nSe bestillingen: ${o.link}\n\n${o.shop}`,
  },
};

export function checkoutTexts(lang: string): CheckoutTexts {
  return lang === 'nb' ? nb : en;
}
