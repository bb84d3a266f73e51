import { usePageHead } from '../../features/seo/use-page-head';

export default function GiftCardsPage() {
  usePageHead();
  return <h1>GiftCards</h1>;
}
