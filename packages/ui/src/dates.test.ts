import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateLocale, formatDate } from './dates';

const JAN_22 = '2027-01-22T12:00:00.000Z';

describe('formatDate', () => {
  it('writes a date the way the page language does in the portal: nb 22.01.2027, en British', () => {
    expect(formatDate(JAN_22, 'nb', { country: 'NO' })).toBe('22.01.2027');
    expect(formatDate(JAN_22, 'nb', { country: 'SE' })).toBe('22.01.2027');
    expect(formatDate(JAN_22, 'en', { country: 'NO' })).toBe('22/01/2027');
    expect(formatDate(new Date(JAN_22), 'en')).toBe('22/01/2027');
    // a portal in the United States writes English its way
    expect(formatDate(JAN_22, 'en', { country: 'us' })).toBe('01/22/2027');
  });

  it('adds the time when asked, in the given zone; an unreadable value is shown as it came', () => {
    expect(formatDate(JAN_22, 'nb', { withTime: true, timeZone: 'Europe/Oslo' })).toBe('22.01.2027, 13:00:00');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('maps languages to Intl locales', () => {
    expect(dateLocale('nb')).toBe('nb-NO');
    expect(dateLocale('en', 'GB')).toBe('en-GB');
    expect(dateLocale('sv', 'se')).toBe('sv-SE');
  });
});

/** Every source file of the front end (shell, remotes, shared packages), tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dates are shown one way', () => {
  it('no front-end code formats a date but this helper', () => {
    const root = join(__dirname, '..', '..', '..');
    const folders = ['shell/src', 'mfe-access/src', 'mfe-account/src', 'mfe-checkout/src', 'packages/ui/src', 'packages/i18n/src'];
    const offenders = folders
      .flatMap((folder) => sources(join(root, folder)))
      .filter((file) => !file.endsWith(join('packages', 'ui', 'src', 'dates.ts')))
      .filter((file) => /toLocaleDateString|toLocaleTimeString|DateTimeFormat|\.toLocaleString\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
