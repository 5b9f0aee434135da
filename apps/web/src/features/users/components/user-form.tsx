'use client';
/**
 * Create or edit a back-office user in a side panel: e-mail (fixed once
 * created), names, phone, role, and a password under the policy of the
 * contract, with the rules ticked off live (the API also refuses common
 * passwords; its message shows as a toast). On edit an empty password
 * keeps the old one. An admin cannot change their own role.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMON_PASSWORD_NOTE, createUserBody, updateUserBody, type UserItem } from '@yali/contract';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { inputClass, PasswordRules, SelectField, TextField } from '@/components/ui/form-fields';
import { FormFooter, Modal } from '@/components/ui/modal';
import { ROLE_LABEL, useCreateUser, useUpdateUser } from '../api/users';

// One form for both: e-mail is checked only when creating, the password is optional when editing.
const formSchema = (editing: boolean) => (editing ? updateUserBody.extend({ email: z.string() }) : createUserBody);
type FormValues = z.input<typeof createUserBody> & { password?: string };

export function UserForm({
  open,
  editing,
  selfId,
  onClose,
}: {
  open: boolean;
  editing: UserItem | null;
  selfId: number;
  onClose: () => void;
}) {
  const create = useCreateUser(onClose);
  const update = useUpdateUser(onClose);
  const isSelf = editing?.id === selfId;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema(editing !== null)) as never });

  useEffect(() => {
    if (!open) return;
    reset({
      email: editing?.email ?? '',
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      phone: editing?.phone ?? '',
      role: editing?.role ?? 'OWNER',
      password: '',
    });
  }, [open, editing, reset]);

  const password = watch('password') ?? '';
  const onSubmit = handleSubmit((v) => {
    if (editing) {
      update.mutate({
        id: editing.id,
        body: {
          role: v.role,
          firstName: v.firstName,
          lastName: v.lastName,
          phone: v.phone ?? '',
          password: v.password || undefined,
        },
      });
    } else {
      create.mutate({ ...v, password: v.password ?? '' });
    }
  });
  const pending = create.isPending || update.isPending;

  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="panel"
      title={editing ? 'Kullanıcıyı düzenle' : 'Yeni kullanıcı'}
      description={editing ? editing.email : 'Yönetici ya da ev sahibi hesabı açın.'}
      footer={
        <FormFooter formId="user-form" pending={pending} onCancel={onClose}>
          {editing ? 'Kaydet' : 'Kullanıcıyı ekle'}
        </FormFooter>
      }
    >
      <form id="user-form" noValidate onSubmit={onSubmit} className="space-y-4">
        {editing ? (
          <div className="space-y-1.5">
            <span className="block text-sm font-medium">E-posta</span>
            <p className={clsx(inputClass, 'bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300')}>
              {editing.email}
            </p>
          </div>
        ) : (
          <TextField
            label="E-posta"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Ad" required autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Soyad" required autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label="Telefon"
          type="tel"
          autoComplete="off"
          placeholder="+90 5xx xxx xx xx"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {isSelf && editing ? (
          // Not a disabled select: a disabled field drops out of the form values.
          <div className="space-y-1.5">
            <span className="block text-sm font-medium">Rol</span>
            <p className={clsx(inputClass, 'bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300')}>
              {ROLE_LABEL[editing.role]}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">Kendi rolünüzü değiştiremezsiniz.</p>
          </div>
        ) : (
          <SelectField
            label="Rol"
            required
            hint="Ev sahibi yalnızca kendi villalarını ve rezervasyonlarını görür."
            options={[
              { value: 'OWNER', label: ROLE_LABEL.OWNER },
              { value: 'ADMIN', label: ROLE_LABEL.ADMIN },
            ]}
            error={errors.role?.message}
            {...register('role')}
          />
        )}
        <TextField
          label={editing ? 'Yeni şifre' : 'Şifre'}
          type="password"
          required={!editing}
          autoComplete="new-password"
          error={errors.password?.message}
          hint={
            <div>
              {editing && <p className="mb-1">Boş bırakırsanız şifre değişmez.</p>}
              <PasswordRules password={password} />
              <p className="mt-1">{COMMON_PASSWORD_NOTE}</p>
            </div>
          }
          {...register('password')}
        />
      </form>
    </Modal>
  );
}
