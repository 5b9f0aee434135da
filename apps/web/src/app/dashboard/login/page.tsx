import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export const metadata: Metadata = { title: 'Giriş' };

/** `/dashboard/login`: no sidebar or top bar (SPEC §2). */
export default function LoginPage() {
  return (
    <AuthCard title="Yönetim Paneli Girişi" intro="Yönetici ve ev sahibi hesaplarıyla giriş yapın.">
      <LoginForm />
    </AuthCard>
  );
}
