/**
 * The two rental unit kinds' descriptors (see `kind.ts`). Villa: nights,
 * adults + children (+ infants, per the agency's setting) within the villa's capacity, an owner who reads the
 * reservations of their own villas, holds in `villa_holds` (reservations and
 * closed dates, external blockings listed apart). Boat: rental days, guests
 * within the boat's capacity, ADMIN only, holds by the exclusion constraint
 * on `boat_reservations` itself, `boat_…` mail templates.
 */
import { ne } from 'drizzle-orm';
import {
  type adminBoatReservationUpdate,
  type adminReservationUpdate,
  BOAT_MAIL_TEMPLATE_KEYS,
  type MailTemplateKey,
  VILLA_MAIL_TEMPLATE_KEYS,
} from '@yali/contract';
import type { z } from 'zod';
import {
  boatReservationEvents,
  boatReservations,
  boats,
  mailOutbox,
  payments,
  reservationEvents,
  reservations,
  villas,
} from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { checkVillaCapacity } from '../booking/guest-rules.ts';
import { rethrowBoatHoldConflict } from '../boat-reservations/boat-hold-conflict.ts';
import { boatReservationMailVariables, queueBoatReservationMail } from '../boat-reservations/boat-reservation-mail.ts';
import { rethrowHoldConflict } from '../reservations/hold-conflict.ts';
import { queueReservationMail, reservationMailVariables } from '../reservations/reservation-mail.ts';
import { ownerScope } from '../reservations/shared.ts';
import type { RentalUnitKind } from './kind.ts';

const isAdmin = (user: { role: string }) => user.role === 'ADMIN';

/** A kind's templates written to the guest: all but the agency's own notice of a request. */
const guestTemplatesOf = (keys: readonly MailTemplateKey[]) => keys.filter((k) => !k.endsWith('_agency'));

/** Edit labels both kinds share; each adds its dates and party. */
const GUEST_FIELD_LABEL = {
  guest_name: 'misafir adı',
  guest_email: 'e-posta',
  guest_phone: 'telefon',
  total_price_kurus: 'tutar',
  option_expires_at: 'opsiyon bitişi',
  note: 'misafir notu',
  admin_note: 'iç not',
};

export const VILLA_UNIT: RentalUnitKind<typeof reservations.$inferSelect, z.output<typeof adminReservationUpdate>> = {
  kind: 'villa',
  reservations,
  events: reservationEvents,
  units: villas,
  unitId: reservations.villa_id,
  mailReservationId: mailOutbox.reservation_id,
  paymentReservationId: payments.reservation_id,
  listed: ne(reservations.channel, 'external'),
  scope: ownerScope,
  seesInternals: isAdmin,
  marksRead: isAdmin,
  texts: {
    notFound: 'Rezervasyon bulunamadı.',
    endBeforeStart: 'Çıkış tarihi giriş tarihinden sonra olmalı.',
    closedEdit: 'İptal edilmiş ya da tamamlanmış bir rezervasyonun tarihleri ve kişi sayısı değiştirilemez.',
    fieldLabel: {
      started_at: 'giriş tarihi',
      finished_at: 'çıkış tarihi',
      adults: 'yetişkin sayısı',
      children: 'çocuk sayısı',
      infants: 'bebek sayısı',
      ...GUEST_FIELD_LABEL,
    },
  },
  party: {
    keys: ['adults', 'children', 'infants'],
    edited: (edit, r) => ({
      adults: edit.adults ?? r.adults,
      children: edit.children ?? r.children,
      infants: edit.infants ?? r.infants,
    }),
    check: (db, capacity, p) =>
      checkVillaCapacity(db, capacity, { adults: p.adults ?? 0, children: p.children ?? 0, infants: p.infants ?? 0 }),
  },
  mail: {
    templates: {
      optionGiven: 'option_given',
      cancelled: 'reservation_cancelled',
      confirm: 'reservation_confirmed',
      bank: 'bank_transfer',
    },
    queue: queueReservationMail,
    kaporaReminder: 'kapora_reminder',
    guestTemplates: guestTemplatesOf(VILLA_MAIL_TEMPLATE_KEYS),
    variables: reservationMailVariables,
  },
  rethrowHoldConflict: (db, err, h) => rethrowHoldConflict(db, err, { ...h, villaId: h.unitId }),
};

export const BOAT_UNIT: RentalUnitKind<typeof boatReservations.$inferSelect, z.output<typeof adminBoatReservationUpdate>> = {
  kind: 'boat',
  reservations: boatReservations,
  events: boatReservationEvents,
  units: boats,
  unitId: boatReservations.boat_id,
  mailReservationId: mailOutbox.boat_reservation_id,
  paymentReservationId: payments.boat_reservation_id,
  listed: undefined,
  // Owners have villas only: the boat routes answer them 403 before this.
  scope: () => undefined,
  seesInternals: isAdmin,
  marksRead: isAdmin,
  texts: {
    notFound: 'Tekne rezervasyonu bulunamadı.',
    endBeforeStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.',
    closedEdit: 'İptal edilmiş ya da tamamlanmış bir rezervasyonun günleri ve kişi sayısı değiştirilemez.',
    fieldLabel: { started_at: 'başlangıç günü', finished_at: 'bitiş günü', guests: 'kişi sayısı', ...GUEST_FIELD_LABEL },
  },
  party: {
    keys: ['guests'],
    edited: (edit, r) => ({ guests: edit.guests ?? r.guests }),
    check: async (_db, capacity, p) => {
      if ((p.guests ?? 0) > capacity)
        throw new AppError('UNPROCESSABLE', `Kişi sayısı teknenin kapasitesini aşıyor (en fazla ${capacity} kişi).`);
    },
  },
  mail: {
    templates: {
      optionGiven: 'boat_option_given',
      cancelled: 'boat_reservation_cancelled',
      confirm: 'boat_reservation_confirmed',
      bank: 'boat_bank_transfer',
    },
    queue: (db, template, id, extra) =>
      queueBoatReservationMail(db, template as Parameters<typeof queueBoatReservationMail>[1], id, extra),
    kaporaReminder: 'boat_kapora_reminder',
    guestTemplates: guestTemplatesOf(BOAT_MAIL_TEMPLATE_KEYS),
    variables: (db, id) => boatReservationMailVariables(db, id),
  },
  rethrowHoldConflict: (db, err, h) => rethrowBoatHoldConflict(db, err, { ...h, boatId: h.unitId }),
};
