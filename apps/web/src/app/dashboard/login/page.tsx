import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginForm } from '@/features/auth/components/login-form';

export const metadata: Metadata = { title: 'Giriş' };

/** `/dashboard/login`: no sidebar or top bar (SPEC §2). */
export default function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-sea-900 via-sea-800 to-sea-950 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl dark:bg-slate-900">
        <div className="mb-8 text-center">
          <Link href="/" className="text-3xl font-bold tracking-tight text-sea-800 dark:text-white">
            Yalı<span className="text-brand-500">.</span>
          </Link>
          <h1 className="mt-3 text-xl font-semibold">Yönetim Paneli Girişi</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Yönetici ve ev sahibi hesaplarıyla giriş yapın.</p>
        </div>
        <LoginForm />
      </div>
    </main>
  );
}
