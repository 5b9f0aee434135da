import { UsersScreen } from '@/features/users/components/users-screen';

export default function UsersPage() {
  return <UsersScreen />;
}
