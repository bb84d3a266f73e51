import { usePageHead } from '../../features/seo/use-page-head';

export default function CarsPage() {
  usePageHead();
  return <h1>Cars</h1>;
}
