import { usePageHead } from '../../features/seo/use-page-head';

export default function AboutPage() {
  usePageHead();
  return <h1>About</h1>;
}
