/**
 * Blog (SPEC §7 `/blog?skip&take=10`, `POST /blog`, `POST /blog/edit`,
 * `DELETE /blog/{id}`; cover upload `POST /blog/{id}/cover`). ADMIN only; an
 * OWNER gets 403. Public reads live in `publicBlogRoutes` below.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CACHE_TAGS,
  blogCreateBody,
  blogEditBody,
  blogListItem,
  blogPost,
  blogQuery,
  blogSlugParam,
  envelope,
  errorBody,
  idParam,
  page,
} from '@yali/contract';
import { imageMultipart, readImageUpload } from '../../lib/upload-image.ts';
import { revalidatePublic } from '../settings/revalidate-public.ts';
import { deleteBlogPost, setBlogCover } from './blog-cover.ts';
import { findBlogPosts, findPublishedBlogPosts, getBlogPost, getPublishedBlogPost } from './find-blog-posts.ts';
import { createBlogPost, editBlogPost } from './save-blog-post.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['blog'];

export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: only the cover upload reads multipart bodies.
  await app.register(fastifyMultipart, imageMultipart(1));

  app.get(
    '/blog',
    {
      schema: {
        tags,
        security,
        summary: 'Blog yazıları (10’ar, en yeni önce)',
        querystring: blogQuery,
        response: { 200: envelope(page(blogListItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findBlogPosts({ db: app.db, storage: app.storage, ...req.query }) };
    },
  );

  app.get(
    '/blog/:id',
    { schema: { tags, security, summary: 'Blog yazısı', params: idParam, response: { 200: envelope(blogPost), ...errors } } },
    async (req) => {
      return { content: await getBlogPost({ db: app.db, storage: app.storage, id: req.params.id }) };
    },
  );

  app.post(
    '/blog',
    {
      schema: {
        tags,
        security,
        summary: 'Blog yazısı ekle (gövde HTML’i sunucuda temizlenir; slug başlıktan)',
        body: blogCreateBody,
        response: { 201: envelope(blogPost), ...errors, 409: errorBody },
      },
    },
    async (req, reply) => {
      const content = await createBlogPost({ db: app.db, storage: app.storage, body: req.body });
      await revalidatePublic(app, [CACHE_TAGS.blog]);
      return reply.status(201).send({ content });
    },
  );

  app.post(
    '/blog/edit',
    {
      schema: {
        tags,
        security,
        summary: 'Blog yazısını güncelle',
        body: blogEditBody,
        response: { 200: envelope(blogPost), ...errors, 409: errorBody },
      },
    },
    async (req) => {
      const content = await editBlogPost({ db: app.db, storage: app.storage, body: req.body });
      await revalidatePublic(app, [CACHE_TAGS.blog]);
      return { content };
    },
  );

  app.post(
    '/blog/:id/cover',
    {
      schema: {
        tags,
        security,
        summary: 'Kapak görseli yükle (multipart: file)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: envelope(blogPost), ...errors, 413: errorBody, 415: errorBody, 422: errorBody },
      },
    },
    async (req) => {
      const { files } = await readImageUpload(req, 1);
      const content = await setBlogCover({ db: app.db, storage: app.storage, id: req.params.id, file: files[0] });
      await revalidatePublic(app, [CACHE_TAGS.blog]);
      return { content };
    },
  );

  app.delete(
    '/blog/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Blog yazısını sil (kapak dosyalarıyla)',
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (req) => {
      const content = await deleteBlogPost({ db: app.db, storage: app.storage, id: req.params.id });
      await revalidatePublic(app, [CACHE_TAGS.blog]);
      return { content };
    },
  );
};

/** Public blog under `/v1`: published posts only. */
export const publicBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog',
    {
      schema: {
        tags: ['public'],
        summary: 'Yayındaki blog yazıları (10’ar, en yeni önce)',
        querystring: blogQuery,
        response: { 200: envelope(page(blogListItem)), 400: errorBody },
      },
    },
    async (req) => ({ content: await findPublishedBlogPosts({ db: app.db, storage: app.storage, ...req.query }) }),
  );

  app.get(
    '/blog/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'Blog yazısı (yayında değilse 404)',
        params: blogSlugParam,
        response: { 200: envelope(blogPost), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ content: await getPublishedBlogPost({ db: app.db, storage: app.storage, slug: req.params.slug }) }),
  );
};
