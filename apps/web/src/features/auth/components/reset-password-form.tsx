'use client';
/**
 * New password from a reset link (issue 24): the token comes from the
 * link's `?token=`; the password twice, under the policy of user creation
 * (rules ticked off live; the API also refuses common passwords), each field
 * with a show-password button. On success the form gives way to the API's
 * message and a link to the login page; an unknown, expired or used link
 * shows the API's message with a link to ask for a new one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMON_PASSWORD_NOTE, PASSWORD_RESET_INVALID_MESSAGE, resetPasswordBody } from '@yali/contract';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField, PasswordRules } from '@/components/ui/form-fields';
import { ApiClientError } from '@/lib/api.client';
import { paths } from '@/lib/paths';
import { resetPassword } from '../api/password-reset';
import { AUTH_FIELD, AuthLink, AuthNotice } from './auth-card';

const formSchema = resetPasswordBody
  .pick({ password: true })
  .extend({ repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'Şifreler eşleşmiyor.' });
type FormValues = z.infer<typeof formSchema>;

export function ResetPasswordForm() {
  const token = useSearchParams().get('token') ?? '';
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { password: '', repeat: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      setOutcome({ ok: true, message: (await resetPassword({ token, password })).message });
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : String(err);
      // A dead link ends the form; any other refusal (a common password, too many tries) is the field's to fix.
      if (message === PASSWORD_RESET_INVALID_MESSAGE) setOutcome({ ok: false, message });
      else setError('password', { message });
    }
  });

  if (!token) return <Outcome ok={false} message={PASSWORD_RESET_INVALID_MESSAGE} />;
  if (outcome) return <Outcome ok={outcome.ok} message={outcome.message} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordField
        label="Yeni şifre"
        autoComplete="new-password"
        className={AUTH_FIELD}
        error={errors.password?.message}
        hint={
          <div>
            <PasswordRules password={watch('password')} />
            <p className="mt-1">{COMMON_PASSWORD_NOTE}</p>
          </div>
        }
        {...register('password')}
      />
      <PasswordField
        label="Yeni şifre (tekrar)"
        autoComplete="new-password"
        className={AUTH_FIELD}
        error={errors.repeat?.message}
        {...register('repeat')}
      />
      <Button type="submit" pending={isSubmitting} className="w-full py-2.5 text-base">
        {isSubmitting ? 'Kaydediliyor…' : 'Şifreyi kaydet'}
      </Button>
    </form>
  );
}

function Outcome({ ok, message }: { ok: boolean; message: string }) {
  return (
    <div className="space-y-5">
      <AuthNotice ok={ok}>{message}</AuthNotice>
      <p className="text-center text-sm">
        {ok ? (
          <AuthLink href={paths.dashboard.login}>Giriş sayfasına git</AuthLink>
        ) : (
          <AuthLink href={paths.dashboard.forgotPassword}>Yeni bağlantı isteyin</AuthLink>
        )}
      </p>
    </div>
  );
}
