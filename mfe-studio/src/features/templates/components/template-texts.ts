import type { TFunction } from 'i18next';

/** A text of template.json in the page's language (one text for every language is ''). */
export const localText = (text: Record<string, string>, language: string) => text[language] ?? text[''] ?? Object.values(text)[0] ?? '';

/** A top-level category by its name: the shop's own (cards, calendar) in words, a photo-gift category as categories.json names it. */
export const sectionName = (t: TFunction<'studio-catalog'>, name: string) => t(`templates.sections.${name}`, { defaultValue: name });
