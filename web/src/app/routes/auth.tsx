import { usePageHead } from '../../features/seo/use-page-head';

export default function AuthPage() {
  usePageHead();
  return <h1>Auth</h1>;
}
