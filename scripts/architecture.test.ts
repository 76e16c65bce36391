import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
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
  // Decision 0018: the shared facade (@shop/ui, @shop/ui/overlays) for the common components; anything
  // else from @shop/ui/extra, bundled per module and rendered inside <ShopChakra> so it uses the shop's system.
  it('modules use Chakra only through @shop/ui (never @chakra-ui/react itself)', () => {
    const offenders = modules
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => /from ['"]@chakra-ui\/react(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8').replace(/import type[^;]+;/g, '')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('a component from @shop/ui/extra is rendered inside <ShopChakra> in the same file (its Chakra copy needs the shop system)', () => {
    const offenders = modules
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return /from ['"]@shop\/ui\/extra['"]/.test(text) && !/<ShopChakra[\s>]/.test(text);
      });
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('every package pins the same Chakra version (a remote’s own copy works on the shop system of the same Chakra)', () => {
    const pinned = ['packages/ui', 'packages/testing', ...modules].map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return pkg.dependencies?.['@chakra-ui/react'] ?? pkg.devDependencies?.['@chakra-ui/react'];
    });
    const ui = pinned[0];
    expect(ui).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pinned.filter((v) => v !== undefined && v !== ui)).toEqual([]);
  });

  it('the toolkit reaches @shop/ui’s components through the shared entry, never by a relative import', () => {
    // @shop/ui/toolkit is provided by a remote's build (the shell does not load it): a relative import of a
    // module that uses Chakra would bundle a second Chakra there, outside the shell's ChakraProvider.
    const toolkit = path.join(root, 'packages/ui/src/toolkit');
    const offenders = sourceFiles(toolkit).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)]
        .map((m) => m[1]!)
        .filter((spec) => spec !== '../dates')
        .map((spec) => `${path.relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('@shop/ui/extra and Chakra itself are never shared: they are what a module brings beyond the shell’s facade', () => {
    const federation = readFileSync(path.join(root, 'packages/federation/src/index.js'), 'utf8');
    const singletons = federation.match(/SHARED_SINGLETONS = \[([^\]]*)\]/)![1]!;
    expect(singletons).toContain("'@shop/ui'");
    expect(singletons).not.toMatch(/'@shop\/ui\/extra|'@chakra-ui\//);
  });

  // Decision 0079: @shop/session alone writes the badge's summary; a module publishes 'cart:changed' with the server's answer.
  it('no module writes the cart summary (it publishes cart:changed instead)', () => {
    const offenders = modules
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /setCartSummary|set\(\s*cartSummaryAtom/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  // Decision 0079: the browser shows the server's price engine's figures; no module reads the price list's tiers or campaign prices.
  it('no module prices from the raw tiers (productprices, campaignprice, campaignrequirement)', () => {
    const offenders = modules
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`))
      .filter((file) => /\b(productprices|campaignprice|campaignrequirement)\b/.test(readFileSync(file, 'utf8')));
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

  // Issue 16: one visual identity: remotes name the theme's tokens (fg.error, surface.raised, stage.bg,
  // brand.solid…), never raw palette steps, white/black or hex colours, so a portal's brand and the
  // contrast fixes reach every page.
  it('remotes use the theme’s colour tokens, not raw colours', () => {
    const raw =
      /\b(color|bg|background|borderColor|outlineColor)=["'](white|black|#[0-9a-fA-F]{3,8}|(red|green|gray|blue|orange|yellow|teal|purple|pink|cyan)\.\d+)["']/;
    const offenders = modules
      .filter((m) => m.startsWith('mfe-'))
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => !/\.test\.tsx?$/.test(file) && raw.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('konva is used by the editor only', () => {
    const offenders = modules
      .filter((m) => m !== 'mfe-editor')
      .flatMap((m) => sourceFiles(path.join(root, m, 'src')))
      .filter((file) => /from ['"](react-)?konva['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('feature folders', () => {
  // A feature folder is reached from outside it only through its index.ts (bulletproof-react's rule,
  // docs/architecture.md); test code may also use the feature's testing entry. Imports and lazy imports both count.
  const featureImports = (file: string, source: string): string[] => {
    const src = file.slice(0, file.indexOf(`${path.sep}src${path.sep}`) + 5);
    const features = path.join(src, 'features');
    const own = path.relative(features, file).split(path.sep)[0];
    const isTest = /\.test\.tsx?$/.test(file) || path.relative(src, file).startsWith('testing');
    const found: string[] = [];
    for (const match of source.matchAll(/(?:from|import\()\s*(?:\/\*[^*]*\*\/\s*)?['"](\.[^'"]*)['"]/g)) {
      const target = path.relative(features, path.resolve(path.dirname(file), match[1]!));
      if (target.startsWith('..')) continue;
      const [feature, ...inside] = target.split(path.sep);
      if (feature === own || inside.length === 0 || inside.join('/') === 'index') continue;
      if (isTest && inside[0] === 'testing') continue;
      found.push(`${path.relative(root, file)} imports features/${target.split(path.sep).join('/')}`);
    }
    return found;
  };
  const remotes = modules.filter((m) => existsSync(path.join(root, m, 'src', 'features')));

  it('every feature folder has an index.ts that only re-exports', () => {
    const problems = remotes.flatMap((m) =>
      readdirSync(path.join(root, m, 'src', 'features')).flatMap((feature) => {
        const index = path.join(root, m, 'src', 'features', feature, 'index.ts');
        if (!existsSync(index)) return [`${m}/src/features/${feature} has no index.ts`];
        const code = readFileSync(index, 'utf8')
          .replace(/\/\/.*$/gm, '')
          .trim();
        const statements = code.split(/;\s*/).filter(Boolean);
        return statements
          .filter((s) => !/^export (type )?(\{[^}]*\}|\*) from '\.\/[^']+'$/.test(s.replace(/\s+/g, ' ')))
          .map((s) => `${m}/src/features/${feature}/index.ts: ${s.slice(0, 60)}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every feature has the same layout: api/, components/, hooks/, lib/, pages/ and testing/ beside its index.ts and routes', () => {
    const FOLDERS = ['api', 'components', 'hooks', 'lib', 'pages', 'testing'];
    const ROOT_FILES = /^(index\.ts|routes\.tsx|testing\.tsx?)$/;
    const misplaced = remotes.flatMap((m) =>
      readdirSync(path.join(root, m, 'src', 'features')).flatMap((feature) =>
        readdirSync(path.join(root, m, 'src', 'features', feature), { withFileTypes: true })
          .filter((entry) => (entry.isDirectory() ? !FOLDERS.includes(entry.name) : !ROOT_FILES.test(entry.name)))
          .map((entry) => `${m}/src/features/${feature}/${entry.name}`),
      ),
    );
    expect(misplaced).toEqual([]);
  });

  it('no file reaches into another feature other than through its index (or, in test code, its testing entry)', () => {
    const found = remotes.flatMap((m) => sourceFiles(path.join(root, m, 'src')).flatMap((file) => featureImports(file, readFileSync(file, 'utf8'))));
    expect(found).toEqual([]);
  });

  it('the rule catches reaching in, statically or lazily, and lets the index, the own feature and test fixtures pass', () => {
    const file = (p: string) => path.join(root, 'mfe-x', 'src', ...p.split('/'));
    expect(featureImports(file('features/a/page.tsx'), "import { X } from '../b/components/x';")).toEqual([
      'mfe-x/src/features/a/page.tsx imports features/b/components/x',
    ]);
    expect(featureImports(file('routes.tsx'), 'lazy(() => import(/* webpackChunkName: "b" */ \'./features/b/page\'))')).toEqual([
      'mfe-x/src/routes.tsx imports features/b/page',
    ]);
    expect(featureImports(file('features/a/page.tsx'), "import { X } from '../b';\nimport { Y } from './y';\nimport { Z } from '../../lib/z';")).toEqual([]);
    expect(featureImports(file('routes.tsx'), 'import(/* webpackExports: ["P"] */ \'./features/b\')')).toEqual([]);
    expect(featureImports(file('features/a/a.test.tsx'), "import { f } from '../b/testing/fixtures';")).toEqual([]);
    expect(featureImports(file('features/a/a.tsx'), "import { f } from '../b/testing/fixtures';")).toEqual([
      'mfe-x/src/features/a/a.tsx imports features/b/testing/fixtures',
    ]);
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

describe('the repository is self-contained', () => {
  // The map is docs/architecture.md; a file outside the repository (a design note, a spec folder beside it)
  // is not there for the next engineer, so nothing may point at one.
  const outside = [/\bDESIGN\.md\b/, /\.\.\/shared\//, /\/work\//];

  it('no tracked file refers to a file outside the repository', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && f !== 'pnpm-lock.yaml' && f !== 'scripts/architecture.test.ts' && !/\.(png|jpe?g|webp|woff2?|zip|ico)$/.test(f))
      .filter((f) => existsSync(path.join(root, f)));
    const offenders = tracked.filter((f) => {
      const text = readFileSync(path.join(root, f), 'utf8');
      return outside.some((pattern) => pattern.test(text));
    });
    expect(offenders).toEqual([]);
  });

  it('the map exists and every decision and README it names is in the tree', () => {
    const map = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const named = [...map.matchAll(/`((?:docs|packages|scripts|shell|mfe-[a-z]+|e2e)\/[^`\s]*\.(?:md|ts|tsx|json))`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((f) => !existsSync(path.join(root, f)))).toEqual([]);
  });
});
