import { usePageHead } from '../../features/seo/use-page-head';

export default function ComparePage() {
  usePageHead();
  return <h1>Compare</h1>;
}
