import { ContactScreen } from '@/features/contact-admin/components/contact-screen';

export default function ContactAdminPage() {
  return <ContactScreen />;
}
