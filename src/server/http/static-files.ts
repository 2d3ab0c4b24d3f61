import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const YEAR = 60 * 60 * 24 * 365;
const immutable = (reply: FastifyReply) => reply.header('cache-control', `public, max-age=${YEAR}, immutable`);

/**
 * The client build (build/client): hashed files under /assets are immutable and precompressed at build time
 * (.br/.gz beside each file); other public files get an hour. Uploads (/uploads/*) are content-hashed: immutable.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  opts: { clientDir: string | null; uploadsDir: string },
): Promise<void> {
  if (opts.clientDir) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      // One route per file present at start: unknown paths fall through to the page router.
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (reply, filePath) =>
        filePath.includes('/assets/') ? immutable(reply) : reply.header('cache-control', 'public, max-age=3600'),
    });
  }
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    cacheControl: false,
    index: false,
    decorateReply: !opts.clientDir,
    setHeaders: (reply) => immutable(reply),
  });
}
