/**
 * The boat reservations' API for the shared writes: `/v1/admin/boatreservations[/{id}]`
 * and the mails `POST /v1/admin/boatreservations/{id}/sendconfirm|sendbank`.
 */
import type { ReservationApi } from '@/features/rental-reservations/kind';

export const boatReservationApi: ReservationApi = {
  path: '/v1/admin/boatreservations',
  sendRequest: (id, mail) => ({ path: `/v1/admin/boatreservations/${id}/${mail === 'confirm' ? 'sendconfirm' : 'sendbank'}` }),
  noun: 'Tekne rezervasyonu',
};
