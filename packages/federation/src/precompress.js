import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** Text the browser downloads; pictures and fonts are compressed already, source maps are not downloaded by visitors. */
const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;
/** The server's rule for a hashed file name (packages/shop-api/src/web/static.ts hasContentHash). */
const CONTENT_HASH = /(?:^|[.\-_~])[0-9a-f]{8,}(?=[.\-_~])/i;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

export const isPrecompressed = (name) => {
  const file = name.slice(name.lastIndexOf('/') + 1);
  return COMPRESSIBLE.test(file) && CONTENT_HASH.test(file);
};

/**
 * Writes `<file>.br` (brotli at its best quality) beside every content-hashed text asset, which the shop
 * server sends as is (decision 0070). The server compressed every script per request at a quick level: about
 * 40 ms of its CPU per first visit, spent while the phone's browser starts the page on the same cores, and
 * 15 % more bytes than quality 11 (the shared vendor chunk: 65 KB against 56 KB) on a slow connection.
 * Only hashed names: their content never changes under the name, so a `.br` cannot go stale when a team
 * replaces its folder; remoteEntry.js and mf-manifest.json stay compressed per request.
 */
export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async (assets) => {
        const files = Object.keys(assets).filter((name) => isPrecompressed(name) && assets[name].size() >= MIN_BYTES);
        await Promise.all(
          files.map(async (name) => {
            const input = Buffer.from(assets[name].buffer());
            const output = await brotli(input, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(output));
          }),
        );
      });
    });
  }
}
