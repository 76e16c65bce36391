/** The editor server's texts the customer may see (en, nb); the screens have their own. */
export interface EditorTexts {
  uploadsOff: string;
  notAnImage: string;
  noFile: string;
  tooLarge: (bytes: number) => string;
  jobNotFound: string;
  templateNotFound: string;
  setNotFound: string;
  pictureNotFound: string;
  notYourPicture: string;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const en: EditorTexts = {
  uploadsOff: 'This shop does not take your own pictures.',
  notAnImage: 'This file is not a picture.',
  noFile: 'Choose a picture to upload.',
  tooLarge: (bytes) => `The picture is larger than ${mb(bytes)} MB.`,
  jobNotFound: 'Photo job not found',
  templateNotFound: 'Template not found',
  setNotFound: 'Picture set not found',
  pictureNotFound: 'Picture not found',
  notYourPicture: 'Not a picture of your picture sets',
};

const nb: EditorTexts = {
  uploadsOff: 'Denne butikken tar ikke imot egne bilder.',
  notAnImage: 'Denne filen er ikke et bilde.',
  noFile: 'Velg et bilde å laste opp.',
  tooLarge: (bytes) => `Bildet er større enn ${mb(bytes)} MB.`,
  jobNotFound: 'Fant ikke fotojobben',
  templateNotFound: 'Fant ikke malen',
  setNotFound: 'Fant ikke bildesettet',
  pictureNotFound: 'Fant ikke bildet',
  notYourPicture: 'Ikke et bilde fra dine bildesett',
};

export const editorTexts = (lang: string): EditorTexts => (lang === 'nb' ? nb : en);
