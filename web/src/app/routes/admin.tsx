import { usePageHead } from '../../features/seo/use-page-head';

export default function AdminPage() {
  usePageHead();
  return <h1>Admin</h1>;
}
