import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** The codings the server keeps compressed copies in (rendered pages, cached public answers). */
export type Coding = 'br' | 'gzip';

/**
 * A kept copy is made once and sent many times, so it is as small as the formats give: brotli at its
 * highest quality in text mode, gzip at level 9.
 */
function brotliOptions(bytes: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}
const gzipOptions = { level: constants.Z_BEST_COMPRESSION };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A kept copy of `source` in `coding`, made on the calling thread (start-up work). */
export function compressedCopy(source: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(source, brotliOptions(source.length))
    : gzipSync(source, gzipOptions);
}

/**
 * The same on libuv's thread pool: brotli at its highest quality takes tens of milliseconds for a page,
 * which on the event loop would hold every other request (and /healthz) meanwhile.
 */
export function compressedCopyOffLoop(source: Buffer, coding: Coding): Promise<Buffer> {
  return coding === 'br' ? brotliAsync(source, brotliOptions(source.length)) : gzipAsync(source, gzipOptions);
}
