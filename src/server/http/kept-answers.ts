/**
 * Kept answers of the catalogue's JSON reads (ADR 28): a listing or search answer is kept in the page cache (ADR 22)
 * with the tag of each product it shows, and answers the same URL again while nothing it depends on changed: not the
 * catalogue version (a product, a size in or out of stock, a category, a collection), nor any shown product (its
 * stock, price, reviews). A kept answer costs one statement (the check), and no query, serialising, hashing or
 * compressing: it goes out as it was kept, gzipped, with its ETag. These answers are the same for every visitor.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageCache } from '../page-cache/service.ts';
import { productTag, type RenderStart } from '../page-cache/tags.ts';
import { sendKeptPage } from './kept-pages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a read answered through `answerKept`: where its answer is kept once serialised (registerKeptAnswers). */
    keptAnswer?: { key: string; start: RenderStart; productIds: string[] };
  }
}

/** What a kept read computes: its answer, the products it shows, from the catalogue version given (if any). */
export type KeptRead<T> = (version: number | undefined) => Promise<{ answer: T; productIds: string[] }>;

export type AnswerKept = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: KeptRead<T>,
) => Promise<T | FastifyReply>;

/** `release`: a kept answer is of this build and configuration only (as kept pages). */
export function createAnswerKept(cache: PageCache | undefined, release: string): AnswerKept {
  return async (request, reply, read) => {
    if (!cache?.enabled || request.method !== 'GET') return (await read(undefined)).answer;
    const key = `${release}|answer|${request.url}`;
    let found: Awaited<ReturnType<PageCache['lookupOrBegin']>>;
    try {
      found = await cache.lookupOrBegin(key);
    } catch (err) {
      // Without the database the read fails on its own (a 503); a store failure is a miss that keeps nothing.
      request.log.warn({ err }, 'page cache: not consulted');
      return (await read(undefined)).answer;
    }
    if ('page' in found) {
      reply.header('x-page-cache', 'hit');
      return sendKeptPage(request, reply, found.page);
    }
    reply.header('x-page-cache', 'miss');
    const { answer, productIds } = await read(Number(found.start.catalogue));
    request.keptAnswer = { key, start: found.start, productIds };
    return answer;
  };
}

/**
 * Keeps each answer computed through `answerKept`, as serialised (a 200 only), once it has gone out. Registered before
 * compression, so what is kept is the JSON itself.
 */
export function registerKeptAnswers(app: FastifyInstance, cache: PageCache | undefined): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const kept = request.keptAnswer;
    if (!kept || !cache || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    request.keptAnswer = undefined;
    const marks = { cacheable: true, tags: new Set(kept.productIds.map(productTag)), doNotKeep: false };
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    void cache
      .keep(kept.key, { contentType, body: Buffer.from(payload), nonce: '' }, marks, kept.start)
      .catch((err: unknown) => request.log.warn({ err }, 'page cache: the answer was not kept'));
    return payload;
  });
}
