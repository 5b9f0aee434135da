'use client';
/** Reads and writes of `/dashboard/contact` (SPEC §7 `/contact/messages?skip&take=10`, `/contact/messages/{id}`). */
import { type ContactMessageItem, PAGE_SIZE } from '@yali/contract';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';

const MESSAGES = '/v1/admin/contact/messages';
export const CONTACT_PAGE_SIZE = PAGE_SIZE.contactMessages;
export type ReadFilter = 'all' | 'true' | 'false';

export function useContactMessages(page: number, read: ReadFilter) {
  const sp = new URLSearchParams({ skip: String((page - 1) * CONTACT_PAGE_SIZE), take: String(CONTACT_PAGE_SIZE) });
  if (read !== 'all') sp.set('read', read);
  return useAdminQuery<{ items: ContactMessageItem[]; total: number }>(`${MESSAGES}?${sp}`, { placeholderData: (p) => p });
}

/** Opening a message marks it read; the list and the menu badge refresh. */
export function useOpenMessage(id: number | null) {
  return useAdminQuery<ContactMessageItem>(id === null ? null : `${MESSAGES}/${id}`);
}

export function useSetRead() {
  return useAdminMutation<{ id: number; read: boolean }, ContactMessageItem>({
    request: ({ id, read }) => ({ method: 'PATCH', path: `${MESSAGES}/${id}`, body: { read } }),
    success: (m) => (m.read ? 'Okundu olarak işaretlendi.' : 'Okunmadı olarak işaretlendi.'),
    invalidate: [MESSAGES, '/v1/admin/unreadcount'],
  });
}
