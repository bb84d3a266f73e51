/** The four legal pages (rental terms, privacy, cookies, legal notice): one page, the route says which text. */
import { isLegalDocument } from '@costa/domain';
import { LegalPage } from '../../features/legal/components/legal-page';
import { useRouteInfo } from '../../hooks/use-route-info';

export default function LegalRoute() {
  const { key } = useRouteInfo();
  if (!isLegalDocument(key)) throw new Error(`${String(key)} is not a legal text`);
  return <LegalPage key={key} document={key} />;
}
