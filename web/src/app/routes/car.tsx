import { usePageHead } from '../../features/seo/use-page-head';

export default function CarPage() {
  usePageHead();
  return <h1>Car</h1>;
}
