import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

// The token stays out of the Referer of anything the page loads.
export const metadata: Metadata = { title: 'Yeni şifre', referrer: 'no-referrer' };

/** `/dashboard/reset-password?token=…` (issue 24): the link of the reset mail, outside the authenticated shell. */
export default function ResetPasswordPage() {
  return (
    <AuthCard title="Yeni şifre belirleyin" intro="Yeni şifrenizi iki kez yazın. Bağlantı yalnızca bir kez kullanılabilir.">
      {/* The form reads ?token= on the client: the page itself stays static. */}
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </AuthCard>
  );
}
