import { usePageHead } from '../../features/seo/use-page-head';

export default function ContactPage() {
  usePageHead();
  return <h1>Contact</h1>;
}
