'use client';
/** Reads and writes of `/v1/admin/users` (SPEC §7, §9: 10 per page). */
import { type CreateUserBody, PAGE_SIZE, type UpdateUserBody, type UserItem, type UserRole } from '@yali/contract';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';

const USERS = '/v1/admin/users';
export const USERS_PAGE_SIZE = PAGE_SIZE.users;

export const ROLE_LABEL: Record<UserRole, string> = { ADMIN: 'Yönetici', OWNER: 'Ev sahibi' };

export function useUsers(page: number, q: string, role: UserRole | '') {
  const sp = new URLSearchParams({ skip: String((page - 1) * USERS_PAGE_SIZE), take: String(USERS_PAGE_SIZE) });
  if (q) sp.set('q', q);
  if (role) sp.set('role', role);
  return useAdminQuery<{ items: UserItem[]; total: number }>(`${USERS}?${sp}`, { placeholderData: (prev) => prev });
}

export function useCreateUser(onDone: () => void) {
  return useAdminMutation<CreateUserBody, UserItem>({
    request: (body) => ({ method: 'POST', path: USERS, body }),
    success: (u) => `${u.firstName} ${u.lastName} eklendi.`,
    invalidate: [USERS],
    onSuccess: onDone,
  });
}

export function useUpdateUser(onDone: () => void) {
  return useAdminMutation<{ id: number; body: UpdateUserBody }, UserItem>({
    request: ({ id, body }) => ({ method: 'PUT', path: `${USERS}/${id}`, body }),
    success: (u) => `${u.firstName} ${u.lastName} güncellendi.`,
    invalidate: [USERS],
    onSuccess: onDone,
  });
}

export function useUserActivity() {
  return useAdminMutation<{ id: number; active: boolean; name: string }, UserItem>({
    request: ({ id, active }) => ({ method: 'PATCH', path: `${USERS}/activity`, body: { id, active } }),
    success: (u) =>
      u.active
        ? `${u.firstName} ${u.lastName} aktif edildi.`
        : `${u.firstName} ${u.lastName} pasif yapıldı; oturumları kapatıldı.`,
    invalidate: [USERS],
  });
}
