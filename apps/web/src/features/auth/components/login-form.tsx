'use client';
/**
 * Back-office login (SPEC §2 /dashboard/login, §8 messages): 'Başarılı' on
 * success; 'Bir hata meydana geldi. Err: ' + the server's message on failure;
 * the token-decode message when the token cannot be decoded (SPEC §5).
 * The password can be shown; "Şifremi unuttum" leads to the reset link form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBody, MESSAGES } from '@yali/contract';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PasswordField } from '@/components/ui/form-fields';
import { ApiClientError } from '@/lib/api.client';
import { paths } from '@/lib/paths';
import { sessionFromToken } from '@/lib/session';
import { login } from '../api/login';
import { useSession } from '../hooks/use-session';
import { AUTH_FIELD, AuthLink } from './auth-card';

export function LoginForm() {
  const router = useRouter();
  const { state, signIn } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (state.status === 'authenticated') router.replace(paths.dashboard.root);
  }, [state.status, router]);

  const onSubmit = handleSubmit(async (values) => {
    let token: string;
    try {
      token = (await login(values)).accessToken;
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : String(err);
      toast.error(`${MESSAGES.loginFailurePrefix}${message}`);
      return;
    }
    try {
      signIn(sessionFromToken(token));
    } catch {
      toast.error(MESSAGES.tokenDecodeFailed);
      return;
    }
    toast.success(MESSAGES.loginSuccess);
    router.replace(paths.dashboard.root);
  });

  const field =
    'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-sea-600 focus:outline-none focus:ring-2 focus:ring-sea-600/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor="email" className="block text-sm font-medium">
          E-posta
        </label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          className={field}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
          {...register('email')}
        />
        {errors.email && (
          <p id="email-error" className="text-sm text-red-600 dark:text-red-400">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <PasswordField
          id="password"
          label="Şifre"
          autoComplete="current-password"
          className={AUTH_FIELD}
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-right text-sm">
          <AuthLink href={paths.dashboard.forgotPassword}>Şifremi unuttum</AuthLink>
        </p>
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-lg bg-sea-700 px-4 py-2.5 font-semibold text-white shadow hover:bg-sea-800 disabled:opacity-60"
      >
        {isSubmitting ? 'Giriş yapılıyor…' : 'Giriş Yap'}
      </button>
    </form>
  );
}
