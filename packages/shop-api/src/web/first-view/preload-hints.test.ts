import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoute } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { contentReadHint, preloadHints, signedInFirstReadHint } from './index';

// A repository without builds: only the hints that do not depend on built files.
const repoRoot = mkdtempSync(join(tmpdir(), 'hints-'));
afterAll(() => rmSync(repoRoot, { recursive: true, force: true }));

const PICTURE_SETS = '<link rel="preload" href="/api/webshop/user/picture-sets" as="fetch" crossorigin="anonymous">';

describe('preloadHints', () => {
  it('asks for the current user with the HTML of every page', async () => {
    const hints = await preloadHints(repoRoot, matchRoute('/my-account/picture-sets'), 'en', true, true);
    expect(hints).toContain('<link rel="preload" href="/api/webshop/user" as="fetch" crossorigin="anonymous">');
  });
});

describe('signedInFirstReadHint', () => {
  const picturesPage = matchRoute('/my-account/picture-sets');
  it('asks for the picture sets with the HTML of a signed-in customer’s picture sets page the browser renders', () => {
    expect(signedInFirstReadHint(picturesPage, { enabled: true, signedIn: true, firstView: false })).toBe(PICTURE_SETS);
  });

  it('not for a page whose first view came from the server (the answer is in it), a visitor (sent to sign in), a module switched off, or another page', () => {
    expect(signedInFirstReadHint(picturesPage, { enabled: true, signedIn: true, firstView: true })).toBe('');
    expect(signedInFirstReadHint(picturesPage, { enabled: true, signedIn: false, firstView: false })).toBe('');
    expect(signedInFirstReadHint(picturesPage, { enabled: false, signedIn: true, firstView: false })).toBe('');
    expect(signedInFirstReadHint(matchRoute('/my-account/contact-info'), { enabled: true, signedIn: true, firstView: false })).toBe('');
  });
});

describe('contentReadHint', () => {
  it('asks for a CMS page’s content (used when the server did not render the page), for a valid id only', () => {
    expect(contentReadHint(matchRoute('/pages/about'))).toBe('<link rel="preload" href="/api/webshop/legacy-pages/about" as="fetch" crossorigin="anonymous">');
    expect(contentReadHint(matchRoute('/pages/not%20valid!'))).toBe('');
    expect(contentReadHint(matchRoute('/contact-us'))).toBe('');
  });
});
