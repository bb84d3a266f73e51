import { usePageHead } from '../../features/seo/use-page-head';

export default function AdminCarsPage() {
  usePageHead();
  return <h1>AdminCars</h1>;
}
