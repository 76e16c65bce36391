import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser builds replace react-i18next with react-i18next-used.js (decision 0072): an import of a part it
// does not export would be undefined at run time, so this reads every module's imports.
const root = join(__dirname, '..', '..', '..');
const used = readFileSync(join(__dirname, 'react-i18next-used.js'), 'utf8');
const exportsOfUsed = new Map([...used.matchAll(/export \{ (\w+) \} from 'react-i18next-es\/([\w.-]+)'/g)].map((m) => [m[1]!, m[2]!]));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const moduleDirs = ['shell', ...readdirSync(root).filter((d) => d.startsWith('mfe-'))].map((d) => join(root, d, 'src'));
const packageDirs = readdirSync(join(root, 'packages')).map((d) => join(root, 'packages', d, 'src'));

describe("react-i18next's parts the shop uses", () => {
  it('exports every name a module imports from react-i18next', () => {
    const imported = new Set<string>();
    for (const file of [...moduleDirs, ...packageDirs].flatMap((dir) => (statSync(dir, { throwIfNoEntry: false }) ? sources(dir) : []))) {
      const text = readFileSync(file, 'utf8');
      expect(text, `${file}: a namespace import cannot be checked`).not.toMatch(/import \* as \w+ from 'react-i18next'/);
      for (const match of text.matchAll(/import (type )?\{([^}]+)\} from 'react-i18next'/g)) {
        if (match[1]) continue; // types are erased
        for (const part of match[2]!.split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) imported.add(name.split(' as ')[0]!.trim());
        }
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !exportsOfUsed.has(name))).toEqual([]);
  });

  it("takes each part from the file of react-i18next's ES build that defines it", () => {
    const esDir = join(dirname(createRequire(join(root, 'shell', 'package.json')).resolve('react-i18next/package.json')), 'dist', 'es');
    expect(exportsOfUsed.size).toBe(3);
    for (const [name, file] of exportsOfUsed) {
      const text = readFileSync(join(esDir, file), 'utf8');
      expect(text, `${file} defines ${name}`).toMatch(new RegExp(`export (const|function|class) ${name}\\b`));
    }
  });
});
