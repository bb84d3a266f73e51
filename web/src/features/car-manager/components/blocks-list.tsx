/**
 * The chosen car's blocks by start date: type, dates, notes and
 * author. Admin and maintenance blocks have a delete button; booking blocks
 * say they are managed automatically and offer none.
 */
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { dateTimeFormat, canDeleteBlock, daysBetween, type AvailabilityBlock, type BlockType, type Lang } from '@costa/domain';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { BLOCK_TYPE_LABELS } from '../car-manager-messages';

const TYPE_ICONS: Record<BlockType, ReactElement> = {
  admin: <PersonOutline fontSize="small" />,
  maintenance: <BuildOutlined fontSize="small" />,
  booking: <EventAvailableOutlined fontSize="small" />,
};

const TYPE_COLORS = { admin: 'primary', maintenance: 'warning', booking: 'info' } as const;

/** "Tue 15 Jun 2027" in the page's language; days are calendar days with no time zone. */
export function formatDay(day: string, lang: Lang): string {
  return dateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

interface BlocksListProps {
  blocks: AvailabilityBlock[];
  lang: Lang;
  currentUid: string;
  adminNames: Record<string, string>;
  onDelete: (block: AvailabilityBlock) => void;
}

export function BlocksList({ blocks, lang, currentUid, adminNames, onDelete }: BlocksListProps) {
  const { t, i18n } = useLingui();

  function author(block: AvailabilityBlock): string {
    if (block.blockType === 'booking' || !block.createdBy) return t`Created by the booking system`;
    if (block.createdBy === currentUid) return t`Created by you`;
    const by = adminNames[block.createdBy];
    return by ? t`Created by ${by}` : t`Created by a former administrator`;
  }

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Blocks`}>
      {blocks.map((block) => {
        const from = formatDay(block.startDate, lang);
        const to = formatDay(block.endDate, lang);
        const days = daysBetween(block.startDate, block.endDate) + 1;
        const type = i18n._(BLOCK_TYPE_LABELS[block.blockType]);
        return (
          <Paper
            key={block.id}
            component="li"
            variant="outlined"
            data-testid="block"
            data-block-type={block.blockType}
            sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5, gridTemplateColumns: '1fr auto', alignItems: 'start' }}
          >
            <Box sx={{ minWidth: 0, display: 'grid', gap: 1 }}>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip icon={TYPE_ICONS[block.blockType]} label={type} size="small" color={TYPE_COLORS[block.blockType]} variant="outlined" />
                <Typography sx={{ fontWeight: 600 }}>
                  {block.startDate === block.endDate ? from : `${from} – ${to}`}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  <Plural value={days} one="# day" other="# days" />
                </Typography>
              </Stack>
              {block.notes ? (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {block.notes}
                </Typography>
              ) : null}
              <Typography variant="caption" color="textSecondary">
                {author(block)}
              </Typography>
            </Box>
            {canDeleteBlock(block.blockType) ? (
              <Tooltip title={t`Delete block`}>
                <IconButton onClick={() => onDelete(block)} aria-label={t`Delete ${type} block ${from} – ${to}`} color="error">
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            ) : (
              <Tooltip title={t`Managed automatically: booking blocks belong to paid orders.`}>
                <Box
                  component="span"
                  tabIndex={0}
                  aria-label={t`Managed automatically: booking blocks belong to paid orders.`}
                  sx={{ color: 'text.secondary', display: 'inline-grid', placeItems: 'center', p: 1, borderRadius: 1 }}
                >
                  <LockOutlined fontSize="small" aria-hidden />
                </Box>
              </Tooltip>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
