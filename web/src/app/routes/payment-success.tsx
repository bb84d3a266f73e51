import { usePageHead } from '../../features/seo/use-page-head';

export default function PaymentSuccessPage() {
  usePageHead();
  return <h1>PaymentSuccess</h1>;
}
