/**
 * The extras customers can add on the order page, in staff's order: each
 * with its name in the admin's language (English where it has none in it),
 * what it costs, which cars it is offered for, whether it asks for an
 * additional driver and whether it is offered now or paused, to edit or
 * delete; and a new one added in the same dialog. Saving and deleting go
 * through the callables (api/extras-data.ts); the list is live, so a change
 * shows once stored.
 */
import AddIcon from '@mui/icons-material/AddRounded';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import CarIcon from '@mui/icons-material/DirectionsCarOutlined';
import FleetIcon from '@mui/icons-material/GarageOutlined';
import DriverIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Extra, ExtraScope } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactElement } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { useRefusalText } from '../../back-office/refusal-messages';
import { useCarOptions } from '../api/car-options';
import { deleteExtra } from '../api/extras-data';
import { DeleteExtraDialog } from './delete-extra-dialog';
import { ExtraDialog } from './extra-dialog';
import { Fact, IconLabel, ItemCard } from './item-card';
import { useExtraText } from './extra-text';
import { useConfirmedDelete } from './use-confirmed-delete';

const SCOPE_ICONS: Record<ExtraScope, ReactElement> = {
  all: <FleetIcon fontSize="small" />,
  category: <CategoryIcon fontSize="small" />,
  cars: <CarIcon fontSize="small" />,
};

/** The form's highest place; a new extra goes after the last one, up to it. */
const LAST_POSITION = 1000;

type ExtraText = ReturnType<typeof useExtraText>;

interface ExtraRowProps {
  extra: Extra;
  text: ExtraText;
  onEdit: () => void;
  onDelete: () => void;
}

function ExtraRow({ extra, text, onEdit, onDelete }: ExtraRowProps) {
  const { t } = useLingui();
  const description = text.description(extra);
  const missing = text.missingNames(extra);
  const carNames = text.carNames(extra);
  const scope = <IconLabel icon={SCOPE_ICONS[extra.scope]}>{text.scope(extra)}</IconLabel>;
  return (
    <ItemCard
      testId="extra"
      name={text.name(extra)}
      nameWidth="1.3fr"
      muted={!extra.isActive}
      onEdit={onEdit}
      onDelete={onDelete}
      chips={extra.isActive ? <Chip label={t`Offered`} size="small" color="success" variant="outlined" /> : <Chip label={t`Paused`} size="small" variant="outlined" />}
      summary={
        <>
          {description && (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {description}
            </Typography>
          )}
          {missing && (
            <Typography variant="caption" color="textSecondary">
              <Trans>No name in {missing}</Trans>
            </Typography>
          )}
        </>
      }
      factColumns={{ xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' }}
      facts={
        <>
          <Fact label={<Trans>Price</Trans>}>{text.cost(extra)}</Fact>
          <Fact label={<Trans>Offered for</Trans>}>
            {carNames ? (
              // Counted cars are named on hover or focus, as the count's description.
              <Tooltip title={carNames} describeChild>
                <Box component="span" tabIndex={0} sx={{ cursor: 'help', borderRadius: 0.5 }}>
                  {scope}
                </Box>
              </Tooltip>
            ) : (
              scope
            )}
          </Fact>
          <Fact label={<Trans>Additional driver</Trans>}>
            {extra.kind === 'additional-driver' ? (
              <IconLabel icon={<DriverIcon fontSize="small" />}>
                <Trans>Asks for their details</Trans>
              </IconLabel>
            ) : (
              <Trans>No</Trans>
            )}
          </Fact>
        </>
      }
    />
  );
}

export function ExtrasSection({ extras }: { extras: Extra[] }) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const lang = useLang();
  const cars = useCarOptions();
  const text = useExtraText(lang, cars.status === 'ready' ? cars.data : null);
  const [editing, setEditing] = useState<Extra | 'new' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const removal = useConfirmedDelete<Extra>(deleteExtra, (outcome) => {
    if (outcome.ok) toast.success(t`Extra deleted`, t`Customers can no longer add it to an order.`);
    else toast.error(t`Could not delete the extra`, why(outcome.reason));
  }, addRef);

  const nextPosition = extras.length === 0 ? 0 : Math.min(LAST_POSITION, Math.floor(Math.max(...extras.map((extra) => extra.position))) + 1);

  return (
    <Stack spacing={2.5}>
      <Box>
        <Button ref={addRef} variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Trans>Add extra</Trans>
        </Button>
      </Box>

      {extras.length > 0 ? (
        <Stack component="ul" spacing={1.5} aria-label={t`Extras`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {extras.map((extra) => (
            <ExtraRow key={extra.id} extra={extra} text={text} onEdit={() => setEditing(extra)} onDelete={() => removal.ask(extra)} />
          ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, borderStyle: 'dashed', textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>
            <Trans>No extras yet</Trans>
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            <Trans>The order page offers none until you add one.</Trans>
          </Typography>
        </Paper>
      )}

      {editing !== null && (
        <ExtraDialog
          key={editing === 'new' ? 'new' : editing.id}
          extra={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          cars={cars}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteExtraDialog {...removal.dialog} name={removal.target ? text.name(removal.target) : ''} />
    </Stack>
  );
}
