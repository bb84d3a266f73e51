/**
 * The fleet editor: every car, hidden ones included, live. Staff
 * add a car, edit one (its fields, price, photos, whether the site shows it)
 * and delete one that no order names; a car with orders is hidden instead,
 * and the refusal says so.
 */
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buildCarSlug, formatEUR, localizedPath, refusalReasonOf, type Car } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { STAFF_REFUSAL_MESSAGES } from '../../back-office/refusal-messages';
import { useCarLabels } from '../../../components/car/car-labels';
import { carPhotoProps } from '../../../components/car/car-photo';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { deleteCar, useFleet } from '../api/fleet-data';
import { CarEditor } from './car-editor';

type Editing = { car: Car | null } | null;

function CarRow({ car, onEdit, onDelete }: { car: Car; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useCarLabels();
  const cover = car.images[0];
  const name = car.name;
  const price = formatEUR(car.dailyPrice, lang);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="fleet-car"
      data-car={car.id}
      sx={{
        display: 'grid',
        gap: 2,
        p: 1.5,
        borderRadius: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '96px 1fr', md: '120px 1fr auto' },
      }}
    >
      <Box sx={{ width: '100%', aspectRatio: '3 / 2', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {cover ? (
          <Box component="img" {...carPhotoProps(cover, '120px')} alt="" loading="lazy" sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {car.isAvailable ? (
            <RouterLink to={localizedPath(lang, 'car', buildCarSlug(car.name, car.model, car.id))} style={{ color: 'inherit' }}>
              {car.name}
            </RouterLink>
          ) : (
            car.name
          )}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {car.brand} · {car.model} · {car.year} · {labels.category(car.category)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t`${price} per day`}
          </Typography>
          <Chip size="small" variant="outlined" label={labels.availabilityBadge(car)} />
          {car.isAvailable ? null : <Chip size="small" color="warning" icon={<VisibilityOffOutlined />} label={t`Hidden`} />}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

export function FleetScreen() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const fleet = useFleet();
  const retry = useDataRetry();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Car | null>(null);
  const [busy, setBusy] = useState(false);
  const deletingName = deleting?.name ?? '';

  async function confirmDelete(car: Car) {
    const name = car.name;
    setBusy(true);
    try {
      await deleteCar(car.id);
      toast.success(t`${name} deleted`);
      setDeleting(null);
    } catch (error) {
      if (refusalReasonOf(error) === 'has-orders') toast.error(t`${name} was not deleted`, i18n._(STAFF_REFUSAL_MESSAGES['has-orders']));
      else {
        console.error('Could not delete the car', error);
        toast.error(t`Could not delete the car`, t`Please try again in a moment.`);
      }
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="textSecondary" sx={{ maxWidth: '60ch' }}>
          <Trans>Every car of the fleet, hidden ones included. A car with orders cannot be deleted: hide it instead.</Trans>
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ car: null })}>
          <Trans>Add a car</Trans>
        </Button>
      </Box>
      {fleet.status === 'loading' ? (
        <Stack spacing={1.5} role="status" aria-label={t`Loading…`}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : fleet.status === 'error' ? (
        <LoadFailed onRetry={retry}>
          <Trans>The fleet could not be loaded.</Trans>
        </LoadFailed>
      ) : fleet.cars.length === 0 ? (
        <Alert severity="info">
          <Trans>No cars yet. Add the first one.</Trans>
        </Alert>
      ) : (
        <Box component="ul" aria-label={t`Cars`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {fleet.cars.map((car) => (
            <CarRow key={car.id} car={car} onEdit={() => setEditing({ car })} onDelete={() => setDeleting(car)} />
          ))}
        </Box>
      )}
      {editing ? <CarEditor car={editing.car} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete ${deletingName}?`}
        text={t`The car and its staff blocks are removed for good. This cannot be undone.`}
        confirmLabel={t`Delete car`}
        busy={busy}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
