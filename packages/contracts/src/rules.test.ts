import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_MAX, MOBILE_RULES, normaliseMobile, PICTURE_CODE_RULES } from './rules';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'testing') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('rules used on both sides live once, in @shop/contracts (docs/decisions/0012)', () => {
  it('the spec numbers: code minimums 6 (dialog button), 4 (hint), 5 (account form); mobile 8 to 15 digits', () => {
    expect(PICTURE_CODE_RULES).toMatchObject({ dialogButtonMin: 6, dialogHintMin: 4, accountFormMin: 5 });
    expect(normaliseMobile('+47 912-34 567')).toBe('+4791234567');
    expect(normaliseMobile('1234567')).toBeNull();
    expect(normaliseMobile('1'.repeat(16))).toBeNull();
    expect(CONTACT_FIELD_MAX.mobile).toBe(MOBILE_RULES.max);
  });

  it('no form of the front end writes a length or value limit of its own', () => {
    const dirs = readdirSync(root)
      .filter((name) => name.startsWith('mfe-') || name === 'shell')
      .map((name) => join(root, name, 'src'));
    const limits = dirs
      .flatMap(sourceFiles)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ at: `${relative(root, file)}:${i + 1}`, line }))
          .filter(({ line }) => /\b(max|min)Length\(\d|\b(max|min)Value\([1-9]|\{8,15\}/.test(line)),
      )
      .map(({ at }) => at);
    expect(limits).toEqual([]);
  });
});
