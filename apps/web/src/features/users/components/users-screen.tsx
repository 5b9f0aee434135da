'use client';
/**
 * `/dashboard/users` (SPEC §2, §7; 10 per page): ADMIN and OWNER accounts
 * with search (name or e-mail), a role filter, villa counts, create/edit in
 * a side panel and the activity switch of SPEC §4 (a deactivated user's
 * sessions end at once). An admin cannot switch themself off. An OWNER
 * never gets here: the server answers 403 and the read removes the session.
 */
import type { UserItem, UserRole } from '@yali/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus } from '@/components/icons';
import { useMemo, useState } from 'react';
import { useSearchPaging } from '@/features/catalogue/use-search-paging';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { useFormDialog } from '@/components/ui/use-form-dialog';
import { Badge, SearchInput, Switch, inputClass } from '@/components/ui/form-fields';
import { ROLE_LABEL, USERS_PAGE_SIZE, useUserActivity, useUsers } from '../api/users';
import { UserForm } from './user-form';
import { actionsColumn } from '@/components/ui/actions-column';

const col = createColumnHelper<UserItem>();

export function UsersScreen() {
  const session = useAdminSession();
  const { page, setPage, text, setText, q } = useSearchPaging();
  const [role, setRole] = useState<UserRole | ''>('');
  const form = useFormDialog<UserItem>();

  const query = useUsers(page, q, role);
  const activity = useUserActivity();
  const total = query.data?.total ?? 0;

  const columns = useMemo(
    () => [
      col.display({
        id: 'name',
        header: 'Kullanıcı',
        cell: (c) => {
          const u = c.row.original;
          return (
            <div className="min-w-44">
              <div className="font-medium">
                {u.firstName} {u.lastName}
                {u.id === session.id && <span className="ml-1.5 text-xs font-normal text-slate-500">(siz)</span>}
              </div>
              <div className="text-xs text-slate-500 dark:text-slate-400">{u.email}</div>
            </div>
          );
        },
      }),
      col.accessor('role', {
        header: 'Rol',
        cell: (c) => <Badge tone={c.getValue() === 'ADMIN' ? 'sea' : 'gold'}>{ROLE_LABEL[c.getValue()]}</Badge>,
      }),
      col.accessor('phone', {
        header: 'Telefon',
        cell: (c) => <span className="whitespace-nowrap">{c.getValue() || '–'}</span>,
      }),
      col.accessor('villa_count', { header: 'Villa', cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
      col.accessor('active', {
        header: 'Durum',
        cell: (c) => {
          const u = c.row.original;
          const self = u.id === session.id;
          return (
            <span title={self ? 'Kendi hesabınızı pasif yapamazsınız.' : undefined}>
              <Switch
                checked={u.active}
                disabled={self || (activity.isPending && activity.variables?.id === u.id)}
                label={`${u.firstName} ${u.lastName} aktif`}
                onChange={(active) => activity.mutate({ id: u.id, active, name: `${u.firstName} ${u.lastName}` })}
              />
            </span>
          );
        },
      }),
      actionsColumn(col, (row) => (
        <div className="flex justify-end">
          <Button
            tone="ghost"
            size="sm"
            onClick={() => form.edit(row)}
            aria-label={`${row.firstName} ${row.lastName} kullanıcısını düzenle`}
          >
            <Pencil className="size-4" aria-hidden />
            <span className="hidden sm:inline">Düzenle</span>
          </Button>
        </div>
      )),
    ],
    [session.id, activity, form.edit],
  );

  return (
    <div className="space-y-4">
      <ScreenHeader title="Kullanıcılar" lead={query.data ? `${total} kullanıcı` : ' '}>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <SearchInput
            label="Ad, soyad veya e-posta ara"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 basis-full sm:basis-auto sm:w-64"
          />
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only sm:not-sr-only">Rol</span>
            <select
              value={role}
              onChange={(e) => {
                setRole(e.target.value as UserRole | '');
                setPage(1);
              }}
              className={`${inputClass} w-auto`}
            >
              <option value="">Tüm roller</option>
              <option value="ADMIN">{ROLE_LABEL.ADMIN}</option>
              <option value="OWNER">{ROLE_LABEL.OWNER}</option>
            </select>
          </label>
          <Button onClick={form.create}>
            <Plus className="size-4" aria-hidden /> Yeni kullanıcı
          </Button>
        </div>
      </ScreenHeader>

      <PagedTable
        caption="Kullanıcılar"
        query={query}
        columns={columns}
        emptyText={q || role ? 'Aramanızla eşleşen kullanıcı yok.' : 'Henüz kullanıcı yok.'}
        paging={{ page, size: USERS_PAGE_SIZE, onChange: setPage }}
      />

      <UserForm {...form.props} selfId={session.id} />
    </div>
  );
}
