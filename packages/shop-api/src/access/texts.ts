/**
 * The texts the access endpoints answer with and the reset e-mail, per language (en, nb). Where the
 * spec names a text ('The code is not valid', "That's too short!") it is used as written. A
 * language a portal offers without texts here falls back to English.
 */
export interface AccessTexts {
  codeInvalid: string;
  required: string;
  tooShort: string;
  passwordsDiffer: string;
  passwordCommon: string;
  emailTaken: string;
  mobileInvalid: string;
  wrongCredentials: string;
  /** minutes: whole minutes until the next attempt is allowed (at least 1). */
  rateLimited: (minutes: number) => string;
  reminderSent: string;
  /** Enough e-mails went to the address this hour: none is sent, the newest link stays valid (the same words whether or not an account exists). */
  reminderRecentlySent: string;
  resetKeyInvalid: string;
  simulationLinkInvalid: string;
  /** Why a share invite cannot be taken (accepting it signed in, or registering through it). */
  invite: { not_found: string; wrong_recipient: string; used: string; expired: string };
  resetMail: { subject: (shop: string) => string; text: (shop: string, link: string) => string; html: (shop: string, link: string) => string };
}

const en: AccessTexts = {
  codeInvalid: 'The code is not valid',
  required: 'This is required!',
  tooShort: "That's too short!",
  passwordsDiffer: "The two passwords doesn't match!",
  passwordCommon: 'This password is too common and easy to guess. Please choose another one.',
  emailTaken: 'A user with this e-mail address already exists. Please sign in instead.',
  mobileInvalid: 'The mobile phone number is not valid. Use 8 to 15 digits, optionally starting with +.',
  wrongCredentials: 'Wrong e-mail address or password.',
  rateLimited: (minutes) => `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  reminderSent: 'If there is a user account with this e-mail address, we have sent it an e-mail with instructions for setting a new password.',
  reminderRecentlySent:
    'If there is a user account with this e-mail address, we have recently sent it instructions for setting a new password. Use the link in the newest of those e-mails: it stays valid for another hour.',
  resetKeyInvalid: 'Sorry, no account connected to this key',
  simulationLinkInvalid: 'This simulation link is not valid: it was used already, has expired, or belongs to another shop.',
  invite: {
    not_found: 'This invitation was not found.',
    wrong_recipient: 'This invitation was sent to another e-mail address: sign in with that address to accept it.',
    used: 'This invitation has been used already: each invitation adds the pictures to one account, once.',
    expired: 'This invitation has expired.',
  },
  resetMail: {
    subject: (shop) => `Reset your password at ${shop}`,
    text: (shop, link) =>
      `Hello,\n\nWe received a request to reset the password of your user account at ${shop}. ` +
      `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
      `If you did not ask for this, you can ignore this e-mail: your password stays as it is.\n\n${shop}\n`,
    html: (shop, link) =>
      `<p>Hello,</p><p>We received a request to reset the password of your user account at ${shop}. ` +
      `Open this link within one hour to choose a new password:</p><p><a href="${link}">${link}</a></p>` +
      `<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p><p>${shop}</p>`,
  },
};

const nb: AccessTexts = {
  codeInvalid: 'Koden er ikke gyldig',
  required: 'Dette feltet må fylles ut!',
  tooShort: 'Det er for kort!',
  passwordsDiffer: 'De to passordene er ikke like!',
  passwordCommon: 'Dette passordet er for vanlig og lett å gjette. Velg et annet.',
  emailTaken: 'Det finnes allerede en bruker med denne e-postadressen. Logg inn i stedet.',
  mobileInvalid: 'Mobilnummeret er ikke gyldig. Bruk 8 til 15 sifre, eventuelt med + først.',
  wrongCredentials: 'Feil e-postadresse eller passord.',
  rateLimited: (minutes) => `For mange forsøk. Vent ${minutes === 1 ? 'ett minutt' : `${minutes} minutter`} og prøv igjen.`,
  reminderSent: 'Hvis det finnes en brukerkonto med denne e-postadressen, har vi sendt den en e-post med instruksjoner for å velge nytt passord.',
  reminderRecentlySent:
    'Hvis det finnes en brukerkonto med denne e-postadressen, har vi nylig sendt den instruksjoner for å velge nytt passord. Bruk lenken i den nyeste av disse e-postene: den er gyldig en time til.',
  resetKeyInvalid: 'Beklager, ingen konto er knyttet til denne nøkkelen',
  simulationLinkInvalid: 'Denne simuleringslenken er ikke gyldig: den er brukt, har utløpt eller hører til en annen butikk.',
  invite: {
    not_found: 'Fant ikke denne invitasjonen.',
    wrong_recipient: 'Denne invitasjonen ble sendt til en annen e-postadresse: logg inn med den adressen for å ta den i bruk.',
    used: 'Denne invitasjonen er allerede brukt: hver invitasjon legger bildene til i én konto, én gang.',
    expired: 'Denne invitasjonen har utløpt.',
  },
  resetMail: {
    subject: (shop) => `Velg nytt passord hos ${shop}`,
    text: (shop, link) =>
      `Hei,\n\nVi har fått en forespørsel om å tilbakestille passordet til brukerkontoen din hos ${shop}. ` +
      `Åpne denne lenken innen én time for å velge et nytt passord:\n\n${link}\n\n` +
      `Hvis du ikke ba om dette, kan du se bort fra denne e-posten: passordet ditt forblir som det er.\n\n${shop}\n`,
    html: (shop, link) =>
      `<p>Hei,</p><p>Vi har fått en forespørsel om å tilbakestille passordet til brukerkontoen din hos ${shop}. ` +
      `Åpne denne lenken innen én time for å velge et nytt passord:</p><p><a href="${link}">${link}</a></p>` +
      `<p>Hvis du ikke ba om dette, kan du se bort fra denne e-posten: passordet ditt forblir som det er.</p><p>${shop}</p>`,
  },
};

const TEXTS: Record<string, AccessTexts> = { en, nb };

export function accessTexts(lang: string): AccessTexts {
  return TEXTS[lang] ?? en;
}
