/**
 * The villa reservations' API for the shared writes (SPEC §7):
 * `/v1/admin/reservations[/{id}]`, and the mails `POST /v1/admin/sendconfirm`
 * and `/v1/admin/sendbank` with the id in the body.
 */
import type { ReservationApi } from '@/features/rental-reservations/kind';

export const villaReservationApi: ReservationApi = {
  path: '/v1/admin/reservations',
  sendRequest: (id, mail) => ({ path: mail === 'confirm' ? '/v1/admin/sendconfirm' : '/v1/admin/sendbank', body: { id } }),
  noun: 'Rezervasyon',
};
