/**
 * The server's layers (docs/decisions/0011): a domain folder is used from outside only through its
 * index.ts (its services), its plugin.ts (its routes) only by server.ts, and its testing.ts only by test
 * code; and no import cycle anywhere in src/ (docs/decisions/0082). Fails naming each import that reaches
 * into another domain's files, and each cycle.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Folders with an index.ts that is their only entry. The rest (db, http, sessions, portals, outbox, web, demo, operator, testing) are shared or wiring. */
const DOMAINS = ['access', 'account', 'commerce', 'editor', 'photojobs', 'platform', 'studio', 'templates'];

const isTestCode = (file: string) => file.endsWith('.test.ts') || file.endsWith('/testing.ts') || file.startsWith('testing/');

/** Imports of `file` (relative to src/, posix) that reach into another domain's internals. */
function violations(file: string, source: string): string[] {
  const own = file.split('/')[0];
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from|import\()\s*'(\.[^']*)'/g)) {
    const target = posix.normalize(posix.join(posix.dirname(file), match[1]!));
    const [domain, ...rest] = target.split('/');
    if (!domain || !DOMAINS.includes(domain) || domain === own) continue;
    const inside = rest.join('/');
    if (inside === '' || inside === 'index') continue;
    // the plugin entry registers the domain's routes: only the server wires it, so no domain's services pull in another's routes
    if (inside === 'plugin' && file === 'server.ts') continue;
    if (inside === 'testing' && isTestCode(file)) continue;
    found.push(`${file} imports ${target}`);
  }
  return found;
}

/**
 * Shared ground every domain stands on (the database, the route helper, the session, the portal, the outbox,
 * the file storage) imports no domain: a domain's change cannot reach the ground under the others, and
 * the ground is not part of an import cycle through a domain (docs/decisions/0082). web/ (the page and
 * its first view) still asks platform and access what it shows.
 */
const GROUND = ['db', 'http', 'sessions', 'portals', 'outbox', 'storage'];

/** Imports of a ground `file` (relative to src/, posix) that reach any domain. */
function groundViolations(file: string, source: string): string[] {
  if (!GROUND.includes(file.split('/')[0]!) || isTestCode(file)) return [];
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from|import\()\s*'(\.[^']*)'/g)) {
    const target = posix.normalize(posix.join(posix.dirname(file), match[1]!));
    if (DOMAINS.includes(target.split('/')[0]!)) found.push(`${file} imports ${target}`);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

describe('layers', () => {
  it('every domain has an index.ts', () => {
    for (const domain of DOMAINS) expect(sourceFiles(join(SRC, domain)), domain).toContain(`${domain}/index.ts`);
  });

  it('no file imports another domain other than through its index (or, in test code, its testing.ts)', () => {
    const found = sourceFiles(SRC).flatMap((file) => violations(file, readFileSync(join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the rule catches reaching in, and lets the index, the testing entry of a test, and its own files pass', () => {
    expect(violations('account/profile.ts', "import { hashPassword } from '../access/passwords';")).toEqual(['account/profile.ts imports access/passwords']);
    expect(violations('platform/cart.ts', "const m = await import('../commerce/cart/routes');")).toEqual(['platform/cart.ts imports commerce/cart/routes']);
    expect(violations('account/share.ts', "import { x } from '../access/testing';")).toEqual(['account/share.ts imports access/testing']);
    expect(violations('account/profile.ts', "import { hashPassword } from '../access';")).toEqual([]);
    expect(violations('commerce/cart/lines.test.ts', "import { browser } from '../../access/testing';")).toEqual([]);
    expect(violations('commerce/cart/add.ts', "import { x } from '../catalog/load';")).toEqual([]);
    expect(violations('demo/seed.ts', "import { x } from '../db/schema';")).toEqual([]);
    // in two pieces, or this file's own text would be read as server.ts's import
    expect(violations('server.ts', 'import { accessPlugin } from ' + "'./access/plugin';")).toEqual([]);
    expect(violations('commerce/cart/add.ts', "import { accountPlugin } from '../../account/plugin';")).toEqual([
      'commerce/cart/add.ts imports account/plugin',
    ]);
  });
});

describe('shared ground', () => {
  it('imports no domain (http/ checks a signed-in call with sessions/signed-in.ts, not with account)', () => {
    const found = sourceFiles(SRC).flatMap((file) => groundViolations(file, readFileSync(join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the rule catches a ground file importing a domain, and lets ground import ground', () => {
    expect(groundViolations('http/route.ts', "import { requireUser } from '../account';")).toEqual(['http/route.ts imports account']);
    expect(groundViolations('http/openapi/routes.ts', "import { x } from '../../commerce/cart/store';")).toEqual([
      'http/openapi/routes.ts imports commerce/cart/store',
    ]);
    expect(groundViolations('http/route.ts', "import { requireUser } from '../sessions/signed-in';")).toEqual([]);
    expect(groundViolations('sessions/sessions.test.ts', "import { browser } from '../access/testing';")).toEqual([]);
  });
});

describe('plugins (docs/decisions/0082)', () => {
  const domainFiles = () => sourceFiles(SRC).filter((file) => DOMAINS.includes(file.split('/')[0]!) && !isTestCode(file));

  it('server.ts registers every domain as a Fastify plugin', () => {
    const server = readFileSync(join(SRC, 'server.ts'), 'utf8');
    // photojobs serves no route: the operator's import and the other domains use it through its index
    for (const domain of DOMAINS.filter((d) => d !== 'photojobs')) expect(server, domain).toMatch(new RegExp(`await app\\.register\\(${domain}Plugin\\)`));
  });

  it('no domain breaks its encapsulation with fastify-plugin (only shared ground such as sessions and portals does, on purpose)', () => {
    const found = domainFiles().filter((file) => /from 'fastify-plugin'/.test(readFileSync(join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });
});

/**
 * The import graph of src/ (type-only imports included, as `npx madge --circular --extensions ts` counts
 * them) has no cycle. A cycle makes the order modules initialise in depend on who is imported first (a
 * value read before its module ran is undefined), and ties the domains in it into one piece to change.
 * The usual way out (docs/decisions/0082): use another domain's services through its index.ts, never its
 * plugin.ts; move a type or helper both sides need into a file below both.
 */
describe('import cycles (docs/decisions/0082)', () => {
  const cyclesIn = async (dir: string) => (await madge(dir, { fileExtensions: ['ts'] })).circular();

  it('src/ has none', async () => {
    expect(await cyclesIn(SRC)).toEqual([]);
  }, 60_000);

  it('the check finds a cycle, one made of type-only imports too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import type { C } from './c';\nexport const b = (c: C) => c;\n");
      writeFileSync(join(dir, 'c.ts'), "import type { b } from './b';\nexport type C = typeof b;\n");
      expect(await cyclesIn(dir)).toEqual([['b.ts', 'c.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
