import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const languages = ['en', 'nb'];

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
/** Plural forms differ per language (nb has no _few etc. but en/nb share one/other), so compare base keys. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('locales', () => {
  const namespaces = readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));
  it('has namespaces', () => expect(namespaces.length).toBeGreaterThan(0));
  for (const ns of namespaces) {
    it(`${ns} has the same texts in every language, none empty`, () => {
      const [en, ...others] = languages.map((lng) => JSON.parse(readFileSync(path.join(root, lng, ns), 'utf8')));
      const enKeys = new Set(keys(en).map(base));
      for (const other of others) {
        expect(new Set(keys(other).map(base))).toEqual(enKeys);
      }
      for (const lng of [en, ...others]) {
        for (const key of keys(lng)) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lng);
          expect(typeof value === 'string' && value.trim().length > 0, `${ns}:${key}`).toBe(true);
        }
      }
    });
  }
});
