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
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import CarIcon from '@mui/icons-material/DirectionsCarOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FleetIcon from '@mui/icons-material/GarageOutlined';
import DriverIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Extra, ExtraScope } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { useRefusalText } from '../../back-office/refusal-messages';
import { useCarOptions } from '../api/car-options';
import { deleteExtra } from '../api/extras-data';
import { DeleteExtraDialog } from './delete-extra-dialog';
import { ExtraDialog } from './extra-dialog';
import { useExtraText } from './extra-text';
import { useConfirmedDelete } from './use-confirmed-delete';

const SCOPE_ICONS: Record<ExtraScope, ReactElement> = {
  all: <FleetIcon fontSize="small" />,
  category: <CategoryIcon fontSize="small" />,
  cars: <CarIcon fontSize="small" />,
};

/** The form's highest place; a new extra goes after the last one, up to it. */
const LAST_POSITION = 1000;

/** One label and its value in a row's description list. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

type ExtraText = ReturnType<typeof useExtraText>;

interface ExtraRowProps {
  extra: Extra;
  text: ExtraText;
  onEdit: () => void;
  onDelete: () => void;
}

function ExtraRow({ extra, text, onEdit, onDelete }: ExtraRowProps) {
  const { t } = useLingui();
  const name = text.name(extra);
  const description = text.description(extra);
  const missing = text.missingNames(extra);
  const carNames = text.carNames(extra);
  const scope = (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, '& svg': { color: 'text.secondary' } }}>
      {SCOPE_ICONS[extra.scope]}
      {text.scope(extra)}
    </Box>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="extra"
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: 2,
        display: 'grid',
        columnGap: 2,
        rowGap: 1.5,
        // The same columns on every row, so on a wide screen the list reads as a table.
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1.3fr) minmax(0, 2fr) auto' },
        alignItems: 'start',
        ...(extra.isActive ? {} : { bgcolor: 'action.hover' }),
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ gridColumn: 1, gridRow: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0, minHeight: 40 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {extra.isActive ? (
          <Chip label={t`Offered`} size="small" color="success" variant="outlined" />
        ) : (
          <Chip label={t`Paused`} size="small" variant="outlined" />
        )}
      </Stack>

      {/* On a phone the description takes the card's whole width; beside the name there is room only for the buttons. */}
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 1 }, gridRow: 2, minWidth: 0, display: 'grid', gap: 0.5, mt: { xs: -1, md: -1.25 } }}>
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
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          minWidth: 0,
          gridColumn: { xs: '1 / -1', md: 2 },
          gridRow: { xs: 3, md: '1 / span 2' },
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
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
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, '& svg': { color: 'text.secondary' } }}>
              <DriverIcon fontSize="small" />
              <Trans>Asks for their details</Trans>
            </Box>
          ) : (
            <Trans>No</Trans>
          )}
        </Fact>
      </Box>

      <Stack direction="row" spacing={0.5} sx={{ gridColumn: { xs: 2, md: 3 }, gridRow: 1, mt: -0.5, mr: -0.5 }}>
        <Tooltip title={t`Edit`}>
          <IconButton onClick={onEdit} aria-label={t`Edit ${name}`}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t`Delete`}>
          <IconButton onClick={onDelete} aria-label={t`Delete ${name}`} color="error">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
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
