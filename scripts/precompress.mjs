// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built web app, once at
// build time at the highest levels, so the server sends them as they are (@fastify/static's
// preCompressed) instead of compressing on every request or not at all.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|map|txt|xml|ico)$/;
/** Below this, the saving does not pay for the extra file and the lookups. */
export const MIN_BYTES = 1024;

/**
 * Compresses every compressible file of at least MIN_BYTES under `dir`; a copy that would not be
 * smaller is not written, and the server then sends the file as it is.
 * @param {string} dir
 * @returns {Promise<Array<{ file: string, bytes: number, br?: number, gzip?: number }>>}
 */
export async function precompress(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const results = await Promise.all(
    files.map(async (file) => {
      const content = await fs.promises.readFile(file);
      const result = { file: path.relative(dir, file), bytes: content.length };
      if (content.length < MIN_BYTES) return result;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) {
        await fs.promises.writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < content.length) {
        await fs.promises.writeFile(`${file}.gz`, gz);
        result.gzip = gz.length;
      }
      return result;
    }),
  );
  return results.sort((a, b) => a.file.localeCompare(b.file));
}
