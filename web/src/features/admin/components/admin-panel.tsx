/**
 * The admin panel: links to the other tools, Add New Admin, and
 * the live table of administrators with Remove behind a confirmation.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminDisplayName, type AdminRole } from '@costa/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useToast } from '../../../components/ui/use-toast';
import { useAdminActions } from '../hooks/use-admin-actions';
import { useAdmins } from '../hooks/use-admins';
import { AddAdminForm } from './add-admin-form';
import { AdminLinks } from './admin-links';
import { AdminsTable } from './admins-table';
import { RemoveAdminDialog } from './remove-admin-dialog';

function PanelSection({ title, children, aside }: { title: ReactNode; children: ReactNode; aside?: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' } }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Box>
  );
}

export function AdminPanel({ currentUid }: { currentUid: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const admins = useAdmins();
  const { add, remove, adding, removing } = useAdminActions();
  const [confirming, setConfirming] = useState<AdminRole | null>(null);
  const failed = admins.status === 'error';

  useEffect(() => {
    if (failed) toast.error(t`Failed to load users`);
    // One toast per failure, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  return (
    <Stack spacing={{ xs: 5, md: 6 }}>
      <PanelSection title={<Trans>Admin tools</Trans>}>
        <AdminLinks />
      </PanelSection>

      <PanelSection title={<Trans>Add New Admin</Trans>}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 2 }}>
          <AddAdminForm onAdd={add} busy={adding} />
        </Paper>
      </PanelSection>

      <PanelSection
        title={<Trans>Administrators</Trans>}
        aside={
          admins.status === 'ready' ? (
            <Typography variant="body2" color="textSecondary" aria-live="polite">
              <Plural value={admins.data.length} one="# administrator" other="# administrators" />
            </Typography>
          ) : null
        }
      >
        {admins.status === 'loading' ? (
          <Stack spacing={1} role="status" aria-label={t`Loading administrators…`}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={52} />
            ))}
          </Stack>
        ) : admins.status === 'error' ? (
          <LoadFailed onRetry={admins.retry}>
            <Trans>Failed to load users</Trans>
          </LoadFailed>
        ) : admins.data.length === 0 ? (
          <Typography color="textSecondary">
            <Trans>No administrators yet.</Trans>
          </Typography>
        ) : (
          <AdminsTable admins={admins.data} currentUid={currentUid} onRemove={setConfirming} />
        )}
      </PanelSection>

      <RemoveAdminDialog
        name={confirming ? adminDisplayName(confirming) : null}
        busy={confirming !== null && removing === confirming.uid}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          void remove(confirming.uid).then(() => setConfirming(null));
        }}
      />
    </Stack>
  );
}
