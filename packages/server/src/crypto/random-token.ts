import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for tokens, drawn from a pool the system's CSPRNG fills 4 KiB at a time: one call into the
 * kernel (getrandom) for every 128 tokens of 32 bytes instead of one per token. Node's own randomUUID
 * keeps such a cache. Every byte is handed out once and the pool is overwritten as soon as it is used up,
 * so tokens are exactly as unpredictable as `randomBytes(32)`; only the system call is shared.
 */
const poolSize = 4096;
const pool = Buffer.alloc(poolSize);
let offset = poolSize;

function take(size: number): Buffer {
  if (size > poolSize) throw new RangeError(`at most ${poolSize} random bytes at once`);
  if (offset + size > poolSize) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  pool.fill(0, offset, offset + size);
  offset += size;
  return bytes;
}

/** A new random token: `bytes` random bytes (32 unless told) in base64url. */
export function randomToken(bytes = 32): string {
  return take(bytes).toString('base64url');
}
