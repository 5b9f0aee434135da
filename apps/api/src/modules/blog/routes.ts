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
import { adminRoute, createdResponses, okResponses } from '../../lib/route-kit.ts';
import { imageMultipart, readImageUpload } from '../../lib/upload-image.ts';
import { revalidatePublic } from '../settings/revalidate-public.ts';
import { deleteBlogPost, setBlogCover } from './blog-cover.ts';
import { findBlogPosts, findPublishedBlogPosts, getBlogPost, getPublishedBlogPost } from './find-blog-posts.ts';
import { createBlogPost, editBlogPost } from './save-blog-post.ts';
import { requestLocale } from '../../lib/request-locale.ts';

const route = adminRoute(['blog']);

export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: only the cover upload reads multipart bodies.
  await app.register(fastifyMultipart, imageMultipart(1));
  const deps = () => ({ db: app.db, storage: app.storage });
  // Every write changes what the public blog pages show.
  const revalidated = async <T>(content: T) => {
    await revalidatePublic(app, [CACHE_TAGS.blog]);
    return content;
  };

  const list = { querystring: blogQuery, response: okResponses(page(blogListItem)) };
  app.get('/blog', route('Blog yazıları (10’ar, en yeni önce)', list), async (req) => ({
    content: await findBlogPosts({ ...deps(), ...req.query }),
  }));

  app.get('/blog/:id', route('Blog yazısı', { params: idParam, response: okResponses(blogPost) }), async (req) => ({
    content: await getBlogPost({ ...deps(), id: req.params.id }),
  }));

  const create = { body: blogCreateBody, response: createdResponses(blogPost) };
  app.post('/blog', route('Blog yazısı ekle (gövde HTML’i sunucuda temizlenir; slug başlıktan)', create), async (req, reply) =>
    reply.status(201).send({ content: await revalidated(await createBlogPost({ ...deps(), body: req.body })) }),
  );

  const edit = { body: blogEditBody, response: okResponses(blogPost, { 409: errorBody }) };
  app.post('/blog/edit', route('Blog yazısını güncelle', edit), async (req) => ({
    content: await revalidated(await editBlogPost({ ...deps(), body: req.body })),
  }));

  const cover = {
    consumes: ['multipart/form-data'],
    params: idParam,
    response: okResponses(blogPost, { 413: errorBody, 415: errorBody, 422: errorBody }),
  };
  app.post('/blog/:id/cover', route('Kapak görseli yükle (multipart: file)', cover), async (req) => {
    const { files } = await readImageUpload(req, 1);
    return { content: await revalidated(await setBlogCover({ ...deps(), id: req.params.id, file: files[0] })) };
  });

  const deleted = { params: idParam, response: okResponses(z.object({ id: z.number().int() })) };
  app.delete('/blog/:id', route('Blog yazısını sil (kapak dosyalarıyla)', deleted), async (req) => ({
    content: await revalidated(await deleteBlogPost({ ...deps(), id: req.params.id })),
  }));
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
    async (req) => ({
      content: await findPublishedBlogPosts({ db: app.db, storage: app.storage, ...req.query, locale: requestLocale(req) }),
    }),
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
    async (req) => ({
      content: await getPublishedBlogPost({
        db: app.db,
        storage: app.storage,
        slug: req.params.slug,
        locale: requestLocale(req),
      }),
    }),
  );
};
