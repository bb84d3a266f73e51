import { usePageHead } from '../../features/seo/use-page-head';

export default function OrderPage() {
  usePageHead();
  return <h1>Order</h1>;
}
