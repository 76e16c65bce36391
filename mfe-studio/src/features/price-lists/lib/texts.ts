/** A text of products.json by language: the page's language, else the one for every language (''), else any. */
export function localName(text: Record<string, string>, language: string): string {
  return text[language] ?? text[''] ?? Object.values(text)[0] ?? '';
}
