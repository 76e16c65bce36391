/** Customer-facing texts of the price list: one text for every language, or one per language. */
import type { LocalText } from '../../db/schema';

/** The text in `lang`, else in the portal's default language, else the any-language text, else the first there is. */
export function localText(text: LocalText | null | undefined, lang: string, fallbackLang: string): string {
  if (!text) return '';
  return text[lang] ?? text[fallbackLang] ?? text[''] ?? Object.values(text)[0] ?? '';
}
