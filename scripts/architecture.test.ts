import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const modules = ['shell', ...readdirSync(root).filter((d) => d.startsWith('mfe-'))].filter((m) => existsSync(path.join(root, m, 'src')));

describe('module boundaries', () => {
  it('modules use Chakra only through @shop/ui (one Chakra copy at run time)', () => {
    const offenders = modules
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => /from ['"]@chakra-ui\/react['"]/.test(readFileSync(file, 'utf8').replace(/import type[^;]+;/g, '')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('no module imports another module’s source', () => {
    const offenders: string[] = [];
    for (const m of modules) {
      for (const file of sourceFiles(path.join(root, m, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const other of modules.filter((o) => o !== m)) {
          if (new RegExp(`from ['"][./]*\\.\\./(\\.\\./)*${other}/`).test(text) || text.includes(`'@shop/${other}'`)) {
            offenders.push(`${path.relative(root, file)} → ${other}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('konva is used by the editor only', () => {
    const offenders = modules
      .filter((m) => m !== 'mfe-editor')
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => /from ['"](react-)?konva['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('test set-up', () => {
  it('every component test that replaces a module (vi.mock) runs with a module cache of its own', async () => {
    const { mockingFiles } = await import('../vitest.config');
    const mocking = modules
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.mock\(/.test(readFileSync(file, 'utf8')))
      .map((f) => path.relative(root, f))
      .sort();
    expect(mocking).toEqual([...mockingFiles].sort());
  });
});
