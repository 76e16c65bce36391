// Compiles the server to JavaScript: dist/main.js, run by `node packages/shop-api/dist/main.js` with no
// TypeScript loader (decision 0080). esbuild bundles the server's sources and the workspace packages it uses
// (@shop/contracts, @shop/scene are TypeScript sources); every other package stays an import resolved from
// node_modules at run time.
//
// A bundled module's import.meta.url is its source file's address (src/db/migrate.ts…), not the bundle's:
// the server finds its migrations, worker scripts, word list and sample register where they are in the
// repository, and a workspace package resolves its own dependencies (the scene's fonts) from its folder.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { writePageStart } from '@shop/first-view/build';

const PACKAGE = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.join(PACKAGE, 'dist');
const ENTRIES = { main: 'src/main.ts', operator: 'src/operator/cli.ts' };

/** Workspace packages (`@shop/…`) are TypeScript sources: bundled. Anything else is a package from node_modules. */
const isWorkspace = (specifier) => specifier.startsWith('@shop/');

const sourceAddress = {
  name: 'source-address',
  setup(build) {
    // every bare import but a workspace package's stays external
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || isWorkspace(args.path) || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
    build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      const address = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', address), loader: path.extname(args.path).slice(1) };
    });
  },
};

// one bundle per entry, each directly in dist/ (no shared chunks): the source addresses above are relative to dist/
const options = {
  absWorkingDir: PACKAGE,
  outdir: OUT_DIR,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  conditions: ['node', 'import'],
  plugins: [sourceAddress],
  // the CommonJS packages the bundle imports still call require(); an ESM bundle has none of its own
  banner: { js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);" },
};
rmSync(OUT_DIR, { recursive: true, force: true });
// the page's inline script, which the server reads from @shop/first-view's dist/ (its CSP hash with it)
await writePageStart();
const results = await Promise.all(Object.entries(ENTRIES).map(([name, file]) => esbuild.build({ ...options, entryPoints: { [name]: file } })));

// Every external import must resolve from dist/ at run time (pnpm does not hoist: a workspace package's
// dependency the server does not list itself would only fail when that code first runs).
const requireFromDist = createRequire(path.join(OUT_DIR, 'main.js'));
const missing = new Set();
for (const output of results.flatMap((r) => Object.values(r.metafile.outputs))) {
  for (const { path: specifier, external } of output.imports) {
    if (!external || specifier.startsWith('node:') || missing.has(specifier)) continue;
    try {
      requireFromDist.resolve(specifier);
    } catch (err) {
      if (err.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') continue; // resolvable by `import` only
      missing.add(specifier);
    }
  }
}
if (missing.size > 0) {
  console.error(
    `shop-api build: these packages are imported by bundled code but cannot be resolved from dist/: ${[...missing].join(', ')}.\nAdd them to packages/shop-api/package.json.`,
  );
  process.exit(1);
}
const kib = (name) => (results.flatMap((r) => Object.entries(r.metafile.outputs)).find(([file]) => file.endsWith(`${name}.js`))[1].bytes / 1024).toFixed(0);
console.log(`shop-api: dist/main.js (${kib('main')} KiB), dist/operator.js (${kib('operator')} KiB)`);
