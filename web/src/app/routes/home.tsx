import { usePageHead } from '../../features/seo/use-page-head';

export default function HomePage() {
  usePageHead();
  return <h1>Home</h1>;
}
