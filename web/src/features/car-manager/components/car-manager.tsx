/**
 * The car manager: choose a car (kept in the address as
 * `?car=<id>` so a reload or a shared link opens the same car), block dates
 * for it, and see and delete its blocks, all live. The car page's calendar
 * follows through the server's mirror of each block.
 */
import { buildCarSlug, type AvailabilityBlock, type Lang } from '@costa/domain';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useToast } from '../../../components/ui/use-toast';
import { usePaths } from '../../../config/paths';
import { STAFF_REFUSAL_MESSAGES, staffRefusalMessage } from '../../back-office/refusal-messages';
import { deleteBlock } from '../api/delete-block';
import { useBlockForm } from '../hooks/use-block-form';
import { useAdminNames, useCarBlocks, useManagerCars } from '../hooks/use-car-manager-data';
import { BlockForm } from './block-form';
import { BlocksList, formatDay } from './blocks-list';
import { carLabel, CarSelect } from './car-select';
import { DeleteBlockDialog } from './delete-block-dialog';

function Panel({ title, children, action }: { title: ReactNode; children: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2.5 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

export function CarManager({ lang, currentUid }: { lang: Lang; currentUid: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const paths = usePaths();
  const [params, setParams] = useSearchParams();
  const cars = useManagerCars();
  const carId = params.get('car');
  const car = cars.status === 'ready' ? (cars.data.find((candidate) => candidate.id === carId) ?? null) : null;
  const blocks = useCarBlocks(car?.id ?? null);
  const adminNames = useAdminNames();
  const { formRef, ...form } = useBlockForm(car?.id ?? null, lang);
  const [deleting, setDeleting] = useState<AvailabilityBlock | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const carsFailed = cars.status === 'error';
  const blocksFailed = blocks.status === 'error';
  useEffect(() => {
    if (carsFailed) toast.error(t`Failed to load cars`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carsFailed]);
  useEffect(() => {
    if (blocksFailed) toast.error(t`Failed to load blocks`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocksFailed]);

  function chooseCar(id: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('car', id);
        else next.delete('car');
        return next;
      },
      { replace: true },
    );
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    const outcome = await deleteBlock(deleting);
    setDeleteBusy(false);
    setDeleting(null);
    if (outcome.ok) toast.success(t`Block Deleted`);
    else if ('bookingBlock' in outcome) toast.error(i18n._(STAFF_REFUSAL_MESSAGES['booking-block']));
    else toast.error(t`Failed to delete availability block`, i18n._(staffRefusalMessage(outcome.reason)));
  }

  const carName = car ? carLabel(car) : null;
  const deletingDates = deleting
    ? deleting.startDate === deleting.endDate
      ? formatDay(deleting.startDate, lang)
      : `${formatDay(deleting.startDate, lang)} – ${formatDay(deleting.endDate, lang)}`
    : null;

  return (
    <Stack ref={formRef} spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <CarSelect
              cars={cars.status === 'ready' ? cars.data : []}
              value={car}
              loading={cars.status === 'loading'}
              onChange={(chosen) => chooseCar(chosen?.id ?? null)}
              error={form.errorOf('carId')}
            />
          </Box>
          {car ? (
            <Link
              component={RouterLink}
              to={paths('car', buildCarSlug(car.name, car.model, car.id))}
              target="_blank"
              underline="hover"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              <Trans>View car page</Trans>
              <OpenInNewRounded fontSize="small" aria-hidden />
            </Link>
          ) : null}
        </Stack>
        {carsFailed ? (
          <Box sx={{ mt: 2 }}>
            <LoadFailed onRetry={cars.retry}>
              <Trans>Failed to load cars</Trans>
            </LoadFailed>
          </Box>
        ) : null}
      </Paper>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <Panel title={<Trans>Block dates</Trans>}>
          <BlockForm lang={lang} form={form} />
        </Panel>

        <Panel title={carName ? <Trans>Blocks for {carName}</Trans> : <Trans>Blocks</Trans>}>
          {!car ? (
            <Typography color="textSecondary">
              <Trans>Choose a car to see its blocked dates.</Trans>
            </Typography>
          ) : blocks.status === 'loading' ? (
            <Stack spacing={1.5} role="status" aria-label={t`Loading blocks…`}>
              {[0, 1].map((row) => (
                <Skeleton key={row} variant="rounded" height={88} />
              ))}
            </Stack>
          ) : blocks.status === 'error' ? (
            <LoadFailed onRetry={blocks.retry}>
              <Trans>Failed to load blocks</Trans>
            </LoadFailed>
          ) : blocks.data.length === 0 ? (
            <Typography color="textSecondary">
              <Trans>No blocked dates for this car.</Trans>
            </Typography>
          ) : (
            <BlocksList blocks={blocks.data} lang={lang} currentUid={currentUid} adminNames={adminNames} onDelete={setDeleting} />
          )}
        </Panel>
      </Box>

      <DeleteBlockDialog dates={deletingDates} busy={deleteBusy} onClose={() => setDeleting(null)} onConfirm={() => void confirmDelete()} />
    </Stack>
  );
}
