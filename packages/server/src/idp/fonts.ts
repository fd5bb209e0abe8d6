import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { fontFaces } from '@arpa/contract/design-tokens';

/**
 * The site's web font files as the identity provider serves them: the very files @arpa/ui's build
 * bundles (packages/ui/src/theme/fonts), read once at start. A file that is missing (a deployment
 * without the ui sources) is left out and the pages fall back to the rest of the font stack.
 */
export interface FontFile {
  body: Buffer;
  /** A content hash for the URL's `?v=`, so the file can be cached for good. */
  version: string;
}

const fontsDirectory = new URL('../../../ui/src/theme/fonts/', import.meta.url);

function readFont(file: string): FontFile | undefined {
  try {
    const body = readFileSync(new URL(file, fontsDirectory));
    return { body, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
  } catch {
    return undefined;
  }
}

export const siteFonts: ReadonlyMap<string, FontFile> = new Map(
  fontFaces.faces.flatMap((face) => {
    const font = readFont(face.file);
    return font ? [[face.file, font] as const] : [];
  }),
);

/** GET {issuer}/fonts/:file: only the font files named in the design tokens. */
export async function fontRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/:file', async (request, reply) => {
    const font = siteFonts.get(request.params.file);
    if (!font) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(font.body);
  });
}
