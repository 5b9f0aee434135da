/**
 * Villa and boat reviews side by side (SPEC §7 `/comment`, §9: 10 per page; boats since issue 23), with the
 * agency's reply and bulk publishing (issue 24). ADMIN only; an OWNER gets 403
 * before any body is read (an owner reads their own villas' reviews in the villa view).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityBody,
  commentBulkBody,
  commentBulkResult,
  commentItem,
  commentReplyBody,
  commentsQuery,
  idParam,
  page,
} from '@yali/contract';
import { currentUser } from '../../lib/auth.ts';
import { adminRoute, okResponses } from '../../lib/route-kit.ts';
import { deleteComment } from './delete-comment.ts';
import { findComments, getComment } from './find-comments.ts';
import { replyToComment } from './reply-to-comment.ts';
import { setCommentActivity } from './set-comment-activity.ts';
import { setCommentsActivity } from './set-comments-activity.ts';

const route = adminRoute(['comments']);

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { querystring: commentsQuery, response: okResponses(page(commentItem)) };
  app.get(
    '/comment',
    route('Villa ve tekne yorumları (10’ar, en yeni önce; active, kind, villa_id, boat_id, rating ve verified ile süzme)', list),
    async (req) => ({ content: await findComments({ db: app.db, ...req.query }) }),
  );

  app.get('/comment/:id', route('Yorum', { params: idParam, response: okResponses(commentItem) }), async (req) => ({
    content: await getComment({ db: app.db, id: req.params.id }),
  }));

  const activity = { body: activityBody, response: okResponses(commentItem) };
  app.patch('/comment/activity', route('Yorumu yayınla / yayından kaldır', activity), async (req) => ({
    content: await setCommentActivity({ db: app.db, ...req.body }),
  }));

  const bulk = { body: commentBulkBody, response: okResponses(commentBulkResult) };
  app.post('/comment/bulk', route('Seçilen yorumları yayınla / yayından kaldır (hepsi ya da hiçbiri)', bulk), async (req) => ({
    content: await setCommentsActivity({ db: app.db, ...req.body }),
  }));

  const reply = { params: idParam, body: commentReplyBody, response: okResponses(commentItem) };
  app.put('/comment/:id/reply', route('Yoruma ajansın yanıtı (boş metin yanıtı kaldırır)', reply), async (req) => ({
    content: await replyToComment({ db: app.db, id: req.params.id, reply: req.body.reply, userId: currentUser(req).id }),
  }));

  const deleted = { params: idParam, response: okResponses(z.object({ id: z.number().int() })) };
  app.delete('/comment/:id', route('Yorumu sil', deleted), async (req) => {
    await deleteComment({ db: app.db, id: req.params.id });
    return { content: { id: req.params.id } };
  });
};
