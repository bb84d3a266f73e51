/**
 * Granting and revoking, with the product's toasts (8): '{name} is now an admin',
 * 'Removed admin privileges from {name}', or 'Failed to add admin' / 'Failed
 * to remove admin' with the server's reason in the visitor's language.
 */
import type { FormErrors, RefusalReason } from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { staffRefusalMessage } from '../../back-office/refusal-messages';
import { grantAdmin, revokeAdmin } from '../api/change-admin';

export function useAdminActions() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const reason = (refused: RefusalReason | null) => i18n._(staffRefusalMessage(refused));

  /** `email` as the add-admin form's schema cleaned it. A refusal has had its toast; `fields` are for the form to show. */
  async function add(email: string): Promise<{ added: true } | { added: false; fields: FormErrors }> {
    setAdding(true);
    const outcome = await grantAdmin({ email });
    setAdding(false);
    if (outcome.ok) {
      const name = outcome.admin.name;
      toast.success(t`${name} is now an admin`);
      return { added: true };
    }
    toast.error(t`Failed to add admin`, reason(outcome.reason));
    return { added: false, fields: outcome.fields };
  }

  async function remove(uid: string): Promise<boolean> {
    setRemoving(uid);
    const outcome = await revokeAdmin({ uid });
    setRemoving(null);
    if (outcome.ok) {
      const name = outcome.admin.name;
      toast.success(t`Removed admin privileges from ${name}`);
      return true;
    }
    toast.error(t`Failed to remove admin`, reason(outcome.reason));
    return false;
  }

  return { add, remove, adding, removing };
}
