import { usePageHead } from '../../features/seo/use-page-head';

export default function AccountPage() {
  usePageHead();
  return <h1>Account</h1>;
}
