/**
 * Public boat booking calls under `/v1` (issue 7): the days-picker calendar
 * and the rental quote of a boat, and the booking request. No sign-in. The
 * 'Rezervasyonlarım' look-up of a boat reservation goes through the villa
 * call `POST /v1/reservations/lookup`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boatBookingCreated,
  boatBookingErrorBody,
  boatBookingRequestBody,
  boatCalendar,
  boatCalendarQuery,
  boatQuote,
  boatQuoteQuery,
  envelope,
  errorBody,
} from '@yali/contract';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { getBoatCalendar } from './boat-calendar.ts';
import { createBoatBookingRequest } from './create-boat-booking-request.ts';
import { assertBoatInput, findPublicBoat, quoteBoat } from './quote-boat-rental.ts';

const slugParams = z.object({ slug: z.string().min(1).max(120) });

export const boatBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boats/:slug/calendar',
    {
      schema: {
        tags: ['public'],
        summary: 'Tekne gün seçici için dolu günler, fiyatlı günler ve en az kiralama günü',
        params: slugParams,
        querystring: boatCalendarQuery,
        response: { 200: envelope(boatCalendar), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ content: await getBoatCalendar({ db: app.db, slug: req.params.slug, ...req.query }) }),
  );

  app.get(
    '/boats/:slug/quote',
    {
      schema: {
        tags: ['public'],
        summary: 'Tekne kiralama fiyat teklifi (gün gün, haftalık fiyat, kapora)',
        params: slugParams,
        querystring: boatQuoteQuery,
        response: { 200: envelope(boatQuote), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const boat = await findPublicBoat(app.db, req.params.slug);
      assertBoatInput(boat, req.query, todayInIstanbul());
      const { quote } = await quoteBoat({ db: app.db, boat, ...req.query });
      return { content: quote };
    },
  );

  app.post(
    '/boatreservations',
    {
      // Rate limited per IP like the villa request: every request writes a reservation and sends two mails.
      config: { rateLimit: { max: app.config.bookingRateLimit, timeWindow: '10 minutes' } },
      schema: {
        tags: ['public'],
        summary: 'Tekne rezervasyon talebi gönder',
        body: boatBookingRequestBody,
        response: {
          201: envelope(boatBookingCreated),
          400: errorBody,
          404: errorBody,
          409: boatBookingErrorBody,
          422: boatBookingErrorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        content: await createBoatBookingRequest({ db: app.db, body: { ...req.body, lang: req.body.lang ?? req.locale } }),
      }),
  );
};
