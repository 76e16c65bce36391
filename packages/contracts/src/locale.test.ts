import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDateText, formatMoneyText, shopLocale } from './locale';
import { formatAmounts } from './money-format';

const JAN_25 = '2027-01-25T12:00:00.000Z';
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('one formatter for dates and one for money (issue 34 item 11)', () => {
  it('writes a date by the page language: nb 25.01.2027, en 25/01/2027', () => {
    expect(formatDateText(JAN_25, 'nb')).toBe('25.01.2027');
    expect(formatDateText(JAN_25, 'en')).toBe('25/01/2027');
    expect(formatDateText(JAN_25, 'en', { country: 'US' })).toBe('01/25/2027');
  });

  it('writes money by the page language in the portal’s currency, the same on the server and in a first view', () => {
    expect(plain(formatMoneyText(24900, 'NOK', 'nb'))).toBe('249,00 kr');
    expect(plain(formatMoneyText(24900, 'NOK', 'en'))).toBe('NOK 249.00');
    expect(plain(formatMoneyText(-500, 'SEK', 'nb'))).toBe('−5,00 SEK');
    expect(formatAmounts([24900], 'NOK', 'en')).toEqual({ [`${shopLocale('en')}|NOK|24900`]: formatMoneyText(24900, 'NOK', 'en') });
  });
});

/** Every source file (shell, remotes, packages incl. the server), tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'migrations') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The formatters themselves, and names of weekdays and months on a calendar (not a date the shop writes). */
const ALLOWED = ['packages/contracts/src/locale.ts', 'packages/contracts/src/money-format.ts', 'packages/i18n/src/index.ts', 'packages/scene/src/calendar.ts'];

describe('dates and amounts are written one way', () => {
  it('no other code formats a date or an amount with Intl or toLocale…', () => {
    const root = join(__dirname, '..', '..', '..');
    const folders = readdirSync(root)
      .filter((d) => d === 'shell' || d.startsWith('mfe-'))
      .map((d) => join(d, 'src'))
      .concat(readdirSync(join(root, 'packages')).map((p) => join('packages', p, 'src')))
      .filter((folder) => statSync(join(root, folder), { throwIfNoEntry: false })?.isDirectory());
    const offenders = folders
      .flatMap((folder) => sources(join(root, folder)))
      .map((file) => relative(root, file))
      .filter((file) => !ALLOWED.includes(file))
      .filter((file) => /NumberFormat\(|DateTimeFormat\(|toLocaleDateString|toLocaleTimeString|style: 'currency'/.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
