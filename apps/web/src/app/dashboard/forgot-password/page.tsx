import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const metadata: Metadata = { title: 'Şifremi unuttum' };

/** `/dashboard/forgot-password` (issue 24): outside the authenticated shell, like the login page. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Şifremi unuttum"
      intro="Hesabınızın e-posta adresini yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
