/**
 * The administrators: name, e-mail, the Admin badge and Remove.
 * One's own row keeps Remove visible but disabled, with the reason in a
 * tooltip and for screen readers. Below 768 px each admin is a card.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { adminDisplayName, type AdminRole } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { STAFF_REFUSAL_MESSAGES } from '../../back-office/refusal-messages';

interface AdminsTableProps {
  admins: AdminRole[];
  currentUid: string;
  onRemove: (admin: AdminRole) => void;
}

function AdminBadge() {
  const { t } = useLingui();
  return <Chip label={t`Admin`} size="small" color="primary" variant="outlined" sx={{ fontWeight: 600 }} />;
}

function RemoveButton({ admin, own, onRemove }: { admin: AdminRole; own: boolean; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const name = adminDisplayName(admin);
  const reason = i18n._(STAFF_REFUSAL_MESSAGES['self-removal']);
  const button = (
    <Button
      size="small"
      color="error"
      variant="outlined"
      // aria-disabled rather than disabled: the button stays focusable so its tooltip can say why.
      aria-disabled={own ? 'true' : undefined}
      aria-describedby={own ? hintId : undefined}
      aria-label={t`Remove ${name}`}
      onClick={own ? undefined : onRemove}
      sx={own ? { opacity: 0.45, cursor: 'not-allowed' } : undefined}
    >
      <Trans>Remove</Trans>
    </Button>
  );
  if (!own) return button;
  return (
    <>
      <Tooltip title={reason} describeChild>
        {button}
      </Tooltip>
      <Box component="span" id={hintId} hidden>
        {reason}
      </Box>
    </>
  );
}

export function AdminsTable({ admins, currentUid, onRemove }: AdminsTableProps) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));

  if (phone) {
    return (
      <Stack component="ul" spacing={1.5} aria-label={t`Administrators`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {admins.map((admin) => (
          <Paper component="li" key={admin.uid} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.25 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{adminDisplayName(admin)}</Typography>
              <AdminBadge />
            </Stack>
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {admin.email}
            </Typography>
            <Box>
              <RemoveButton admin={admin} own={admin.uid === currentUid} onRemove={() => onRemove(admin)} />
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t`Administrators`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Name</Trans>
            </TableCell>
            <TableCell>
              <Trans>Email</Trans>
            </TableCell>
            <TableCell>
              <Trans>Role</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Actions</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {admins.map((admin) => (
            <TableRow key={admin.uid}>
              <TableCell sx={{ fontWeight: 600 }}>{adminDisplayName(admin)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{admin.email}</TableCell>
              <TableCell>
                <AdminBadge />
              </TableCell>
              <TableCell align="right">
                <RemoveButton admin={admin} own={admin.uid === currentUid} onRemove={() => onRemove(admin)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
