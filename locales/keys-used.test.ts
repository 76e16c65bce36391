import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every text key the front end asks for exists: a key missing in the namespace a component reads is
// shown (and read out by screen readers) as the raw key, e.g. 'menu.newTab'. locales.test.ts checks that
// en and nb have the same keys; this checks the code against them.

const root = path.dirname(new URL(import.meta.url).pathname);
const repo = path.dirname(root);

/** The namespaces each part of the front end registers; a file without useTranslation('…') may use any of its part's. */
const PARTS: Record<string, string[]> = {
  shell: ['shell', 'shell-pages'],
  'mfe-access': ['access'],
  'mfe-account': ['account', 'account-profile'],
  'mfe-checkout': ['checkout'],
  'mfe-catalog': ['catalog'],
  'mfe-editor': ['editor'],
};

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

const namespaceKeys = new Map<string, Set<string>>(
  readdirSync(path.join(root, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), new Set(flatten(JSON.parse(readFileSync(path.join(root, 'en', f), 'utf8'))))]),
);

/** A key exists as written, or as the plural forms i18next picks from. */
function exists(ns: string, key: string): boolean {
  const keys = namespaceKeys.get(ns);
  return Boolean(keys && (keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`)));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Literal keys of t('…') and i18n.t('…'); keys built at run time are not literals and are left out. */
function usedKeys(source: string): string[] {
  return [...source.matchAll(/(?<![\w$])t\(\s*(['"])([\w.:-]+)\1/g)].map((m) => m[2]!);
}

/** Every t('key') of the front end whose key the namespaces in scope do not have. */
function missingKeys(): string[] {
  const missing: string[] = [];
  for (const [part, partNamespaces] of Object.entries(PARTS)) {
    for (const file of sources(path.join(repo, part, 'src'))) {
      const source = readFileSync(file, 'utf8');
      const declared = [...source.matchAll(/useTranslation\(\s*['"]([\w-]+)['"]/g)].map((m) => m[1]!);
      const inScope = declared.length > 0 ? declared : partNamespaces;
      for (const used of usedKeys(source)) {
        const [ns, key] = used.includes(':') ? (used.split(':', 2) as [string, string]) : [undefined, used];
        const ok = ns ? exists(ns, key) : inScope.some((n) => exists(n, key));
        if (!ok) missing.push(`${path.relative(repo, file)}: ${used} (in ${ns ?? inScope.join(' or ')})`);
      }
    }
  }
  return missing;
}

describe('text keys used in the code', () => {
  it('finds the keys of t() calls', () => {
    expect(usedKeys(`t('a.b'); i18n.t("shell:x.y", { n: 1 }); format('no'); t(\`dyn.\${x}\`)`)).toEqual(['a.b', 'shell:x.y']);
  });

  it('every key exists in the namespace the code reads it from (en; nb has the same keys)', () => {
    expect(missingKeys()).toEqual([]);
  });
});
