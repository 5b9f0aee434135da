/**
 * The payments ledger's routes under `/v1/admin` (issue 19), villas and
 * boats alike. ADMIN records, reverses and reminds; an OWNER reads the
 * ledger, the payments list and the due lists of their own villas'
 * reservations (another owner's reservation answers 404) and no boat's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conflictErrorBody,
  envelope,
  errorBody,
  idParam,
  paymentCreate,
  paymentReverse,
  paymentsDue,
  paymentsPage,
  paymentsQuery,
  reservationPayments,
} from '@yali/contract';
import { z } from 'zod';
import { currentUser, OWNERS_TOO } from '../../lib/auth.ts';
import { sendCsv } from '../../lib/csv.ts';
import { ADMIN_ERRORS, adminRoute, okResponses } from '../../lib/route-kit.ts';
import { findPayments, paymentsCsv } from './find-payments.ts';
import { findPaymentsDue, sendKaporaReminder } from './payments-due.ts';
import { getReservationPayments, recordPayment, reversePayment, UNIT_KINDS } from './reservation-payments.ts';

const route = adminRoute(['payments']);
const writeErrors = { ...ADMIN_ERRORS, 409: conflictErrorBody, 422: errorBody };

/** The reservation collections whose records carry a ledger, and who may read it. */
const COLLECTIONS = [
  { path: '/reservations', kind: UNIT_KINDS.villa, readers: OWNERS_TOO, noun: 'Villa rezervasyonunun' },
  { path: '/boatreservations', kind: UNIT_KINDS.boat, readers: undefined, noun: 'Tekne rezervasyonunun' },
] as const;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, kind, readers, noun } of COLLECTIONS) {
    app.get(
      `${path}/:id/payments`,
      {
        ...(readers ? { config: readers } : {}),
        ...route(`${noun} ödemeleri (özet ve kayıtlar)`, { params: idParam, response: okResponses(reservationPayments) }),
      },
      async (req) => ({
        content: await getReservationPayments({ db: app.db, kind, user: currentUser(req), id: req.params.id }),
      }),
    );

    app.post(
      `${path}/:id/payments`,
      route(`${noun} ödemesini kaydet (kapora, kalan, depozito, iade, ekstra)`, {
        params: idParam,
        body: paymentCreate,
        response: { 201: envelope(reservationPayments), ...writeErrors },
      }),
      async (req, reply) => {
        const content = await recordPayment({ db: app.db, kind, user: currentUser(req), id: req.params.id, input: req.body });
        return reply.status(201).send({ content });
      },
    );

    app.post(
      `${path}/:id/kapora-reminder`,
      route(`${noun} misafirine kapora hatırlatma e-postası gönder`, {
        params: idParam,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...writeErrors },
      }),
      async (req) => ({ content: await sendKaporaReminder({ db: app.db, kind, user: currentUser(req), id: req.params.id }) }),
    );
  }

  app.post(
    '/payments/:id/reverse',
    route('Ödeme kaydını geri al (ters kayıt)', {
      params: idParam,
      body: paymentReverse,
      response: {
        201: envelope(reservationPayments.extend({ unit_kind: z.enum(['villa', 'boat']), reservation_id: z.number().int() })),
        ...writeErrors,
      },
    }),
    async (req, reply) => {
      const content = await reversePayment({ db: app.db, user: currentUser(req), paymentId: req.params.id, note: req.body.note });
      return reply.status(201).send({ content });
    },
  );

  app.get(
    '/payments',
    {
      config: OWNERS_TOO,
      ...route('Ödemeler (20’şer; tarih, yöntem, tür, villa/tekne, ev sahibi süzgeçleri ve toplamlar)', {
        querystring: paymentsQuery,
        response: okResponses(paymentsPage),
      }),
    },
    async (req) => ({ content: await findPayments({ db: app.db, user: currentUser(req), query: req.query }) }),
  );

  app.get(
    '/payments.csv',
    {
      config: OWNERS_TOO,
      ...route('Ödemeler CSV (Excel: UTF-8 BOM, noktalı virgül, ondalık virgül)', {
        querystring: paymentsQuery.omit({ skip: true, take: true }),
        response: { 200: z.string(), ...ADMIN_ERRORS },
      }),
    },
    async (req, reply) => {
      return sendCsv(reply, 'odemeler', await paymentsCsv({ db: app.db, user: currentUser(req), query: req.query }));
    },
  );

  app.get(
    '/payments/due',
    {
      config: OWNERS_TOO,
      ...route('Gecikmiş kaporalar ve bu hafta vadesi gelen kalan ödemeler', { response: okResponses(paymentsDue) }),
    },
    async (req) => ({ content: await findPaymentsDue({ db: app.db, user: currentUser(req) }) }),
  );
};
