import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; source maps are left as they are (only developer tools read them). */
const COMPRESSIBLE = /\.(js|css|svg|html|webmanifest|json)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * highest levels: compressed once at build time, the server (@fastify/static `preCompressed`)
 * sends them as they are to browsers that accept them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'jodi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter(
        (file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES,
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            fs.promises.writeFile(`${file}.br`, br),
            fs.promises.writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}
