/**
 * The seasonal prices: every current and coming season by first day (past
 * ones folded away), each with its name in the admin's language, its days,
 * what it applies to and its day prices, to edit or delete; and a new one
 * added in the same dialog. Saving and deleting go through the callables
 * (api/seasons-data.ts); the list is live, so a change shows once stored.
 */
import AddIcon from '@mui/icons-material/AddRounded';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import CarIcon from '@mui/icons-material/DirectionsCarOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FleetIcon from '@mui/icons-material/GarageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { daysBetween, todayIn, type Season, type SeasonScope } from '@costa/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactElement } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { useRefusalText } from '../../back-office/refusal-messages';
import { useCarOptions } from '../api/car-options';
import { deleteSeason } from '../api/seasons-data';
import { DeleteSeasonDialog } from './delete-season-dialog';
import { useConfirmedDelete } from './use-confirmed-delete';
import { SeasonDialog } from './season-dialog';
import { Fact, IconLabel, ItemCard } from './item-card';
import { useSeasonText } from './season-text';

const SCOPE_ICONS: Record<SeasonScope, ReactElement> = {
  fleet: <FleetIcon fontSize="small" />,
  category: <CategoryIcon fontSize="small" />,
  car: <CarIcon fontSize="small" />,
};

type SeasonText = ReturnType<typeof useSeasonText>;

interface SeasonRowProps {
  season: Season;
  text: SeasonText;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}

function SeasonRow({ season, text, today, onEdit, onDelete }: SeasonRowProps) {
  const { t } = useLingui();
  const days = daysBetween(season.startDate, season.endDate) + 1;
  const missing = text.missingNames(season);
  const current = season.startDate <= today && today <= season.endDate;
  const past = season.endDate < today;
  return (
    <ItemCard
      testId="season"
      name={text.name(season)}
      nameWidth="1.2fr"
      onEdit={onEdit}
      onDelete={onDelete}
      chips={
        <>
          {current && <Chip label={t`In force`} size="small" color="success" variant="outlined" />}
          {past && <Chip label={t`Ended`} size="small" variant="outlined" />}
        </>
      }
      summary={
        <>
          <Typography variant="body2" color="textSecondary" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}>
            <EventIcon sx={{ fontSize: 16, mt: '2px' }} aria-hidden />
            <span>
              {text.dates(season)}
              <span aria-hidden> · </span>
              <Plural value={days} one="# day" other="# days" />
            </span>
          </Typography>
          {missing && (
            <Typography variant="caption" color="textSecondary">
              <Trans>No name in {missing}</Trans>
            </Typography>
          )}
        </>
      }
      factColumns="repeat(auto-fit, minmax(8rem, 1fr))"
      facts={
        <>
          {/* On a phone a car's or a category's name takes the whole line; the prices share the next. */}
          <Fact label={<Trans>Applies to</Trans>} wide>
            <IconLabel icon={SCOPE_ICONS[season.scope]}>{text.scope(season)}</IconLabel>
          </Fact>
          <Fact label={season.weekendRate ? <Trans>Monday to Friday</Trans> : <Trans>Day price</Trans>}>{text.rate(season.rate)}</Fact>
          {season.weekendRate && <Fact label={<Trans>Saturdays and Sundays</Trans>}>{text.rate(season.weekendRate)}</Fact>}
        </>
      }
    />
  );
}

function SeasonList({ seasons, label, ...row }: { seasons: Season[]; label: string } & Omit<SeasonRowProps, 'season' | 'onEdit' | 'onDelete'> & {
  onEdit: (season: Season) => void;
  onDelete: (season: Season) => void;
}) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {seasons.map((season) => (
        <SeasonRow key={season.id} season={season} {...row} onEdit={() => row.onEdit(season)} onDelete={() => row.onDelete(season)} />
      ))}
    </Stack>
  );
}

export function SeasonsSection({ seasons }: { seasons: Season[] }) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const lang = useLang();
  const cars = useCarOptions();
  const text = useSeasonText(lang, cars.status === 'ready' ? cars.data : null);
  const [today] = useState(() => todayIn());
  const [editing, setEditing] = useState<Season | 'new' | null>(null);
  const [showPast, setShowPast] = useState(false);
  const pastId = useId();

  const coming = seasons.filter((season) => season.endDate >= today);
  const past = seasons.filter((season) => season.endDate < today);

  const addRef = useRef<HTMLButtonElement>(null);
  const removal = useConfirmedDelete<Season>(deleteSeason, (outcome) => {
    if (outcome.ok) toast.success(t`Season deleted`, t`Its days are priced without it now.`);
    else toast.error(t`Could not delete the season`, why(outcome.reason));
  }, addRef);

  const rows = { text, today, onEdit: setEditing, onDelete: removal.ask };

  return (
    <Stack spacing={2.5}>
      <Box>
        <Button ref={addRef} variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Trans>Add season</Trans>
        </Button>
      </Box>

      {coming.length > 0 ? (
        <SeasonList seasons={coming} label={t`Current and coming seasons`} {...rows} />
      ) : (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, borderStyle: 'dashed', textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {seasons.length === 0 ? <Trans>No seasons yet</Trans> : <Trans>No current or coming seasons</Trans>}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            <Trans>Every day costs each car's own daily price.</Trans>
          </Typography>
        </Paper>
      )}

      {past.length > 0 && (
        <Box>
          <Button
            onClick={() => setShowPast((shown) => !shown)}
            aria-expanded={showPast}
            aria-controls={pastId}
            startIcon={showPast ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            color="inherit"
          >
            {showPast ? <Trans>Hide past seasons</Trans> : <Plural value={past.length} one="Show # past season" other="Show # past seasons" />}
          </Button>
          <Box id={pastId} hidden={!showPast} sx={{ mt: 1.5 }}>
            {showPast && <SeasonList seasons={past} label={t`Past seasons`} {...rows} />}
          </Box>
        </Box>
      )}

      {editing !== null && (
        <SeasonDialog
          key={editing === 'new' ? 'new' : editing.id}
          season={editing === 'new' ? null : editing}
          seasons={seasons}
          cars={cars}
          lang={lang}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteSeasonDialog
        {...removal.dialog}
        name={removal.target ? text.name(removal.target) : ''}
        dates={removal.target ? text.dates(removal.target) : ''}
      />
    </Stack>
  );
}
