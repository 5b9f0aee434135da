import { CommentsScreen } from '@/features/comments/components/comments-screen';

export default function CommentsPage() {
  return <CommentsScreen />;
}
