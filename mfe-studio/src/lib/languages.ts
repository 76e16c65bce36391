/** Languages a portal can offer, with the name the shop shows for each (its own name for itself). */
export const KNOWN_LANGUAGES = [
  { name: 'en', long: 'English' },
  { name: 'nb', long: 'Norsk bokmål' },
  { name: 'nn', long: 'Norsk nynorsk' },
  { name: 'sv', long: 'Svenska' },
  { name: 'da', long: 'Dansk' },
  { name: 'fi', long: 'Suomi' },
  { name: 'de', long: 'Deutsch' },
] as const;

/** "a.example, b.example" → ['a.example', 'b.example'] */
export const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
