/** The back office's legal texts: terms, privacy, cookies and legal notice, versioned. */
import { BackOfficePage } from '../layout/back-office-page';
import { LegalEditorScreen } from '../../features/legal-editor/components/legal-editor-screen';

export default function AdminLegalPage() {
  return (
    <BackOfficePage id="adminLegal" width="xl">
      <LegalEditorScreen />
    </BackOfficePage>
  );
}
