import { usePageHead } from '../../features/seo/use-page-head';

export default function TranslatePage() {
  usePageHead();
  return <h1>Translate</h1>;
}
