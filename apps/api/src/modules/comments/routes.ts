/** Villa reviews across all villas (SPEC §7 `/comment`, §9: 10 per page). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityBody, commentItem, commentsQuery, envelope, errorBody, idParam, page } from '@yali/contract';
import { deleteComment } from './delete-comment.ts';
import { findComments, getComment } from './find-comments.ts';
import { setCommentActivity } from './set-comment-activity.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];
const tags = ['comments'];

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comment',
    {
      schema: {
        tags,
        security,
        summary: 'Yorumlar (10’ar, en yeni önce; active ve villa_id ile süzme)',
        querystring: commentsQuery,
        response: { 200: envelope(page(commentItem)), ...errors },
      },
    },
    async (req) => {
      return { content: await findComments({ db: app.db, ...req.query }) };
    },
  );

  app.get(
    '/comment/:id',
    { schema: { tags, security, summary: 'Yorum', params: idParam, response: { 200: envelope(commentItem), ...errors } } },
    async (req) => {
      return { content: await getComment({ db: app.db, id: req.params.id }) };
    },
  );

  app.patch(
    '/comment/activity',
    {
      schema: {
        tags,
        security,
        summary: 'Yorumu yayınla / yayından kaldır',
        body: activityBody,
        response: { 200: envelope(commentItem), ...errors },
      },
    },
    async (req) => {
      return { content: await setCommentActivity({ db: app.db, ...req.body }) };
    },
  );

  app.delete(
    '/comment/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Yorumu sil',
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (req) => {
      await deleteComment({ db: app.db, id: req.params.id });
      return { content: { id: req.params.id } };
    },
  );
};
