import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import rspack from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error the build helpers are plain JavaScript (rspack configs import them as is)
import { isPrecompressed, PrecompressPlugin } from './precompress.js';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<void> {
  writeFileSync(join(dir, 'entry.js'), `export const words = ${JSON.stringify('school portrait '.repeat(300))};\nconsole.log(words);\n`);
  writeFileSync(join(dir, 'tiny.js'), 'console.log(1);\n');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js', tiny: './tiny.js', plain: './entry.js' },
    output: {
      path: join(dir, 'dist'),
      // 'plain' stands for remoteEntry.js: a name without a hash that a team's redeploy replaces
      filename: (data: { chunk?: { name?: string } }) => (data.chunk?.name === 'plain' ? 'plain.js' : '[name].[contenthash:10].js'),
    },
    plugins: [new PrecompressPlugin()],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())));
}

describe('PrecompressPlugin (decision 0070)', () => {
  it('writes a brotli copy beside each hashed script of 1 KB or more, and none for unhashed names', async () => {
    await build();
    const files = readdirSync(join(dir, 'dist'));
    const main = files.find((f) => /^main\.[0-9a-f]{10}\.js$/.test(f))!;
    expect(files).toContain(`${main}.br`);
    expect(brotliDecompressSync(readFileSync(join(dir, 'dist', `${main}.br`))).equals(readFileSync(join(dir, 'dist', main)))).toBe(true);
    expect(files.some((f) => f.startsWith('tiny.') && f.endsWith('.br'))).toBe(false);
    expect(files).toContain('plain.js');
    expect(files).not.toContain('plain.js.br');
  }, 30_000);

  it('takes text files with a content hash only', () => {
    expect(isPrecompressed('assets/8435.74ea665ef9.js')).toBe(true);
    expect(isPrecompressed('assets/emotion-helpers.0a1b2c3d4e.css')).toBe(true);
    expect(isPrecompressed('remoteEntry.js')).toBe(false);
    expect(isPrecompressed('mf-manifest.json')).toBe(false);
    expect(isPrecompressed('assets/fjord.0a1b2c3d4e.jpg')).toBe(false);
    expect(isPrecompressed('assets/8435.74ea665ef9.js.map')).toBe(false);
  });
});
