import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoute } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { preloadHints } from './index';

// A repository without builds: only the hints that do not depend on built files.
const repoRoot = mkdtempSync(join(tmpdir(), 'hints-'));
afterAll(() => rmSync(repoRoot, { recursive: true, force: true }));

const PICTURE_SETS = '<link rel="preload" href="/api/webshop/user/picture-sets" as="fetch" crossorigin="anonymous">';

describe('preloadHints', () => {
  it('asks for the picture sets with the HTML of a signed-in customer’s picture sets page', async () => {
    const hints = await preloadHints(repoRoot, matchRoute('/my-account/picture-sets'), 'en', true, true);
    expect(hints).toContain(PICTURE_SETS);
    expect(hints).toContain('<link rel="preload" href="/api/webshop/user" as="fetch" crossorigin="anonymous">');
  });

  it('not for a visitor (sent to sign in), a module switched off, or another page', async () => {
    expect(await preloadHints(repoRoot, matchRoute('/my-account/picture-sets'), 'en', true, false)).not.toContain(PICTURE_SETS);
    expect(await preloadHints(repoRoot, matchRoute('/my-account/picture-sets'), 'en', false, true)).not.toContain(PICTURE_SETS);
    expect(await preloadHints(repoRoot, matchRoute('/my-account/contact-info'), 'en', true, true)).not.toContain(PICTURE_SETS);
  });
});
