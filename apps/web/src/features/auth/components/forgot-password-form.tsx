'use client';
/**
 * "Şifremi unuttum" (issue 24): asks for the account's e-mail address and
 * shows the API's one answer — the same whether an account has the address
 * or not — in place of the form; a refusal (too many requests) as a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordBody, forgotPasswordBody } from '@yali/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { ApiClientError } from '@/lib/api.client';
import { paths } from '@/lib/paths';
import { forgotPassword } from '../api/password-reset';
import { AUTH_FIELD, AuthLink, AuthNotice } from './auth-card';

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await forgotPassword(values)).message);
    } catch (err) {
      toast.error(err instanceof ApiClientError ? err.message : String(err));
    }
  });

  const back = (
    <p className="text-center text-sm">
      <AuthLink href={paths.dashboard.login}>Giriş sayfasına dön</AuthLink>
    </p>
  );

  if (sent) {
    return (
      <div className="space-y-5">
        <AuthNotice ok>{sent}</AuthNotice>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          E-posta birkaç dakika içinde gelmezse gereksiz (spam) klasörüne bakın. Bağlantı 60 dakika geçerlidir.
        </p>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label="E-posta"
        type="email"
        autoComplete="username"
        className={AUTH_FIELD}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" pending={isSubmitting} className="w-full py-2.5 text-base">
        {isSubmitting ? 'Gönderiliyor…' : 'Sıfırlama bağlantısı gönder'}
      </Button>
      {back}
    </form>
  );
}
