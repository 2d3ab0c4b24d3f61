import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFound } from '../errors.ts';
import { IMMUTABLE_CACHE_CONTROL, isValidKey, type FileStorage } from '../storage/storage.ts';

const immutable = (reply: FastifyReply) => reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);

/**
 * The client build (build/client): hashed files under /assets are immutable and precompressed at build time
 * (.br/.gz beside each file); other public files get an hour. Uploads (/uploads/*) are content-hashed: immutable.
 * A local storage folder is served by @fastify/static; a bucket is streamed through the app (ADR 0011).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  opts: { clientDir: string | null; storage: FileStorage },
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
  if (opts.storage.localDir) {
    await app.register(fastifyStatic, {
      root: opts.storage.localDir,
      prefix: '/uploads/',
      cacheControl: false,
      index: false,
      decorateReply: !opts.clientDir,
      setHeaders: (reply) => immutable(reply),
    });
    return;
  }
  registerStoredFiles(app, opts.storage);
}

/** `/uploads/<key>` streamed from the storage, with the headers a static file has (immutable, ETag, length). */
function registerStoredFiles(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isValidKey(key)) throw new NotFound('Not found.');
    const ifNoneMatch = request.headers['if-none-match'];
    const file = await storage.get(key, { ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined });
    if (file === null) throw new NotFound('Not found.');
    immutable(reply);
    if (file === 'not-modified') return reply.code(304).header('etag', ifNoneMatch).send();
    if (file.etag) reply.header('etag', file.etag);
    reply.header('content-length', file.size).type(file.contentType);
    return reply.send(file.body);
  });
}
