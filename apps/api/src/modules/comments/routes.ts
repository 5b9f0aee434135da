/** Villa reviews across all villas (SPEC §7 `/comment`, §9: 10 per page). ADMIN only; an OWNER gets 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityBody, commentItem, commentsQuery, idParam, page } from '@yali/contract';
import { adminRoute, okResponses } from '../../lib/route-kit.ts';
import { deleteComment } from './delete-comment.ts';
import { findComments, getComment } from './find-comments.ts';
import { setCommentActivity } from './set-comment-activity.ts';

const route = adminRoute(['comments']);

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { querystring: commentsQuery, response: okResponses(page(commentItem)) };
  app.get('/comment', route('Yorumlar (10’ar, en yeni önce; active ve villa_id ile süzme)', list), async (req) => ({
    content: await findComments({ db: app.db, ...req.query }),
  }));

  app.get('/comment/:id', route('Yorum', { params: idParam, response: okResponses(commentItem) }), async (req) => ({
    content: await getComment({ db: app.db, id: req.params.id }),
  }));

  const activity = { body: activityBody, response: okResponses(commentItem) };
  app.patch('/comment/activity', route('Yorumu yayınla / yayından kaldır', activity), async (req) => ({
    content: await setCommentActivity({ db: app.db, ...req.body }),
  }));

  const deleted = { params: idParam, response: okResponses(z.object({ id: z.number().int() })) };
  app.delete('/comment/:id', route('Yorumu sil', deleted), async (req) => {
    await deleteComment({ db: app.db, id: req.params.id });
    return { content: { id: req.params.id } };
  });
};
