// One rspack + Module Federation config for the shell and every remote, so the shared
// singletons and the build rules cannot drift between teams.
import path from 'node:path';
import { createRequire } from 'node:module';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress.js';

const require = createRequire(import.meta.url);
/** React's own useSyncExternalStore for the React 17 shim some libraries import (packages/ui/src/use-sync-external-store-shim.js: it resolves react where react is a dependency). */
const USE_SYNC_EXTERNAL_STORE = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'ui', 'src', 'use-sync-external-store-shim.js');
/** emotion's helper for its withTheme, without react-is (packages/ui/src/hoist-non-react-statics.js). */
const HOIST_NON_REACT_STATICS = path.join(path.dirname(USE_SYNC_EXTERNAL_STORE), 'hoist-non-react-statics.js');
/** react-i18next's parts the shop uses (./react-i18next-used.js), and where it finds them: the package's ES build. */
export const REACT_I18NEXT_USED = path.join(path.dirname(new URL(import.meta.url).pathname), 'react-i18next-used.js');
const reactI18nextEs = (fromDir) =>
  path.join(path.dirname(createRequire(path.join(fromDir, 'package.json')).resolve('react-i18next/package.json')), 'dist', 'es');

/** Shared as singletons: one React, one jotai store, one i18next, one event bus at run time. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  '@emotion/react',
  'i18next',
  'react-i18next',
  '@shop/contracts/core',
  '@shop/event-bus',
  '@shop/session',
  '@shop/i18n',
  '@shop/api-client',
  '@shop/data',
  '@tanstack/react-query',
  '@shop/ui',
  '@shop/ui/overlays',
  '@shop/ui/toolkit',
  // how a page starts, in the browser: the one lifecycle helper (createLifecycles), hydration and held taps
  '@shop/first-view/browser',
];

/** The package a shared import belongs to: 'react-dom/client' → 'react-dom', '@shop/ui/overlays' → '@shop/ui'. */
const packageNameOf = (pkg) => (pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]);

function versionOf(pkg, fromDir) {
  const name = packageNameOf(pkg);
  const req = createRequire(path.join(fromDir, 'package.json'));
  try {
    return req(`${name}/package.json`).version;
  } catch {
    // Packages whose exports hide package.json: find it next to the resolved entry.
    let dir = path.dirname(req.resolve(name));
    while (dir !== path.dirname(dir)) {
      try {
        const pj = require(path.join(dir, 'package.json'));
        if (pj.name === name) return pj.version;
      } catch {}
      dir = path.dirname(dir);
    }
    throw new Error(`Cannot find version of ${name}`);
  }
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that starts with this comment
 * has all its functions compiled while it streams in, on a background thread, instead of each function on the
 * main thread the first time it runs. What a page runs at start is mostly such first runs (React's reconciler,
 * Chakra, the federation runtime): the main thread's work at start fell by a quarter, its long tasks with it
 * (decision 0064). Added after minification (which drops comments) to every script of at least 4 KB: a few
 * bytes each, gzipped.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!name.endsWith('.js') || source.size() < 4096) continue;
          compilation.updateAsset(name, new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
        }
      });
    });
  }
}

/** Our own runtime packages: their contract between shell and remotes is checked at run time (decision 0013). */
const isOwnPackage = (pkg) => pkg.startsWith('@shop/');

/**
 * SHOP_SHARED_VERSION_OVERRIDES='{"@shop/event-bus":"2.0.0"}' builds as if a package had that version: the
 * browser test of the version check builds a remote "against an incompatible major" this way.
 */
function versionOverrides() {
  const raw = process.env.SHOP_SHARED_VERSION_OVERRIDES;
  return raw ? JSON.parse(raw) : {};
}

/**
 * Third-party singletons accept any version of the same major (a warning otherwise). Our own packages
 * require at least the version the remote was built against, within its major, and refuse anything
 * else: a remote built against @shop/event-bus 1.3 needs a shell with 1.3 or a later 1.x, and a
 * remote built against 2.0 shows its fallback on a shell with 1.x instead of failing in odd ways later.
 */
export function sharedConfig(fromDir) {
  const overrides = versionOverrides();
  return Object.fromEntries(
    SHARED_SINGLETONS.map((pkg) => {
      const version = overrides[packageNameOf(pkg)] ?? versionOf(pkg, fromDir);
      const own = isOwnPackage(pkg);
      const requiredVersion = own ? `^${version}` : `^${version.split('.')[0]}.0.0`;
      return [pkg, { singleton: true, requiredVersion, version, strictVersion: own }];
    }),
  );
}

/**
 * @param {object} o
 * @param {string} o.name federation name (shell, access, …)
 * @param {string} o.dir the package folder
 * @param {Record<string,string>} [o.exposes] remotes: what they expose
 * @param {string} [o.publicPath] where the build is served from
 * @param {string} [o.entry] entry module (default ./src/index.ts)
 * @param {boolean} [o.html] emit index.html from ./index.html
 */
/**
 * A feature folder is reached from outside only through its index.ts, which only re-exports
 * (docs/architecture.md). Marking the indexes side-effect free lets the build follow an import through one
 * straight to the file that defines the name, so a page importing one thing of a feature does not carry
 * the feature's other parts (their split points stay where the feature put them).
 */
const FEATURE_INDEX_RULE = { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/, sideEffects: false };

export function createConfig({ name, dir, exposes, publicPath, entry = './src/index.ts', html = false, devPort, devProxy }) {
  const isProd = process.env.NODE_ENV !== 'development';
  const isRemote = Boolean(exposes);
  // SHOP_STANDALONE=1: the remote as a page of its own with msw in the browser (no shell, no server).
  const standalone = isRemote && process.env.SHOP_STANDALONE === '1';
  if (standalone) return standaloneConfig({ name, dir, isProd, devPort });
  return {
    // named: the server entry's build (createServerConfig) waits for this one
    name,
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: entry },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // SHOP_OUTPUT_DIR: build somewhere else (the redeploy test builds a new version beside the served one).
      path: process.env.SHOP_OUTPUT_DIR ? path.resolve(process.env.SHOP_OUTPUT_DIR) : path.join(dir, 'dist'),
      publicPath: publicPath ?? 'auto',
      filename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `shop_${name}`,
      // server/ is the server entry's own build (createServerConfig), made beside this one
      clean: { keep: (file) => /(^|[\\/])server([\\/]|$)/.test(file) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // Texts are bundled per language and namespace; SHOP_LOCALES_DIR builds with another set of texts.
      alias: {
        '@locales': process.env.SHOP_LOCALES_DIR ? path.resolve(process.env.SHOP_LOCALES_DIR) : path.resolve(dir, '..', 'locales'),
        'use-sync-external-store/shim$': USE_SYNC_EXTERNAL_STORE,
        'hoist-non-react-statics$': HOIST_NON_REACT_STATICS,
        'react-i18next$': REACT_I18NEXT_USED,
        'react-i18next-es': reactI18nextEs(dir),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.json$/, type: 'json' },
        FEATURE_INDEX_RULE,
        ...ASSET_RULES,
      ],
    },
    optimization: {
      minimize: isProd,
      // three passes: 112 bytes less on the shell's first load than two (it sits at its 210 KB budget)
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 }, mangle: true, format: { comments: false } } })],
      // The shell: emotion's small helpers are used both by the shared @emotion/react and by the @shop/ui
      // chunk, and the default split put a copy in each (1.7 KB gzip twice on every first visit).
      splitChunks: isRemote
        ? false
        : {
            cacheGroups: {
              emotionHelpers: {
                test: /[\\/]@emotion[\\/](serialize|utils|hash|unitless|memoize|use-insertion-effect-with-fallbacks)[\\/]/,
                name: 'emotion-helpers',
                chunks: 'all',
                enforce: true,
              },
            },
          },
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes,
        remotes: {},
        shared: sharedConfig(dir),
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        // loaded-first: use the shared modules already loaded instead of fetching every remote's entry to
        // compare versions first, so one broken or slow remote cannot block the shell or the others.
        shareStrategy: 'loaded-first',
        // The shell provides the federation runtime (35 KB gzip) to every remote instead of each remote
        // bundling its own copy into remoteEntry.js.
        // target 'web' drops the runtime's Node code paths.
        experiments: isRemote
          ? { asyncStartup: true, externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
          : { asyncStartup: true, provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development') }),
      html && new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), inject: 'body', minify: false }),
      isProd && new CompileHintsPlugin(),
      isProd && new PrecompressPlugin(),
    ].filter(Boolean),
    devServer: devPort ? { port: devPort, historyApiFallback: true, hot: false, headers: { 'Access-Control-Allow-Origin': '*' }, proxy: devProxy } : undefined,
  };
}

/**
 * A remote's server entry (decision 0035): the same source built for Node, one self-contained CommonJS file
 * at dist/server/entry.cjs exporting `render` (createServerRenderer in @shop/first-view/server). It bundles its own
 * React, Chakra and emotion: in Node nothing is shared, so Module Federation's runtime is not needed there.
 * The shop server loads it in a worker of its own per module and version, so replacing the remote's folder
 * replaces what the server renders. Use: `export default [createConfig({...}), createServerConfig({...})]`.
 * @param {object} o
 * @param {string} o.name federation name
 * @param {string} o.dir the package folder
 * @param {string} [o.entry] the server entry module (default ./src/server.tsx)
 */
export function createServerConfig({ name, dir, entry = './src/server.tsx' }) {
  const isProd = process.env.NODE_ENV !== 'development';
  const outDir = process.env.SHOP_OUTPUT_DIR ? path.resolve(process.env.SHOP_OUTPUT_DIR) : path.join(dir, 'dist');
  return {
    name: `${name}-server`,
    // after the browser build: its clean (which keeps server/) and this one's must not run at once (ENOENT on server/)
    dependencies: [name],
    mode: isProd ? 'production' : 'development',
    target: 'node20',
    context: dir,
    entry: { entry },
    devtool: false,
    output: {
      path: path.join(outDir, 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      uniqueName: `shop_${name}_server`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: { '@locales': process.env.SHOP_LOCALES_DIR ? path.resolve(process.env.SHOP_LOCALES_DIR) : path.resolve(dir, '..', 'locales') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !isProd } }, target: 'es2022' },
          },
          type: 'javascript/auto',
        },
        { test: /\.json$/, type: 'json' },
        FEATURE_INDEX_RULE,
        // pictures and fonts: their URLs only (the browser build emits the files)
        { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // one file: a folder replaced while the server runs can never mix chunks of two versions
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development') }),
    ],
  };
}

// msw's service worker script, from the copy @shop/testing uses.
const testingRequire = createRequire(path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'testing', 'package.json'));
const mswWorker = () => path.join(path.dirname(testingRequire.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');

/** What a module imports besides code, the same in the federated and the stand-alone build. */
const ASSET_RULES = [
  // fonts and images a module imports (the editor's @fontsource files)
  { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset/resource' },
  // a library's stylesheet as text (`import css from 'x/style.css?raw'`), put into a <style> by the page that needs it
  { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
];

/** A remote's stand-alone development build: src/standalone.tsx, msw's worker, a plain page. */
function standaloneConfig({ name, dir, isProd, devPort }) {
  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/standalone.tsx' },
    devtool: 'eval-cheap-module-source-map',
    output: { path: path.join(dir, 'dist-standalone'), publicPath: '/', filename: '[name].js', uniqueName: `standalone_${name}`, clean: true },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: { '@locales': path.resolve(dir, '..', 'locales') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !isProd } }, target: 'es2022' },
          },
          type: 'javascript/auto',
        },
        // fonts, images and stylesheets as text, as in the federated build
        ...ASSET_RULES,
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development') }),
      new rspack.HtmlRspackPlugin({ template: path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'standalone.html') }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: mswWorker(), to: 'mockServiceWorker.js' }] }),
    ],
    devServer: { port: devPort ?? 3000, historyApiFallback: true, hot: false },
  };
}
