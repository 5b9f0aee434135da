import { BlogScreen } from '@/features/blog/components/blog-screen';

export default function BlogAdminPage() {
  return <BlogScreen />;
}
