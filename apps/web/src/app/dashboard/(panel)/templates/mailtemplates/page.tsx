import { MailTemplatesScreen } from '@/features/mail-templates/components/mail-templates-screen';

export default function MailTemplatesPage() {
  return <MailTemplatesScreen />;
}
