/**
 * `GET /v1/media/<key>` when the images live in a bucket (S3 driver): the
 * API reads the object and streams it, with the headers the local folder is
 * served with (app.ts, @fastify/static) — a year and immutable, nosniff, the
 * type from the key's extension — and the object's ETag and Last-Modified.
 * The bucket stays private; only keys our code writes are looked up.
 * Answers 304 to a matching If-None-Match, 404 (the envelope of an unknown
 * address) for a missing object or a malformed key, 503 when the store does
 * not answer.
 */
import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '@yali/contract';
import { contentTypeOf, MEDIA_CACHE_CONTROL, type Storage } from '../../storage/storage.ts';

export const mediaRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  const get = storage.get;
  if (!get) throw new Error('mediaRoutes: this storage driver has no get; serve its folder with @fastify/static.');

  app.get<{ Params: { '*': string } }>(
    '/*',
    { schema: { hide: true, response: { 404: errorBody, 503: errorBody } } },
    async (req, reply) => {
      const key = req.params['*'];
      const ifNoneMatch = req.headers['if-none-match'];
      const object = await get(key, { ifNoneMatch });
      if (object === null) return reply.callNotFound();
      reply.header('cache-control', MEDIA_CACHE_CONTROL);
      if (object === 'not-modified') return reply.status(304).send();
      reply.header('content-type', contentTypeOf(key));
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      return reply.send(object.body);
    },
  );
};
