/**
 * One item of a settings list (a season, an extra) as a card: its name with
 * status chips, a line or two under it, its facts as a description list,
 * and Edit and Delete. On a wide screen the same columns on every card, so
 * the list reads as a table; on a phone the facts take the card's width.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** One label and its value in a card's description list; `wide` takes the whole line on a phone. */
export function Fact({ label, wide, children }: { label: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? { xs: '1 / -1', sm: 'auto' } : undefined }}>
      <Typography component="dt" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A value with its icon before it (a scope, a kind). */
export function IconLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, '& svg': { color: 'text.secondary' } }}>
      {icon}
      {children}
    </Box>
  );
}

interface ItemCardProps {
  testId: string;
  /** The item's name: the card's heading and the buttons' labels. */
  name: string;
  chips: ReactNode;
  /** Under the name (on a phone, the card's whole width). */
  summary: ReactNode;
  /** `Fact`s. */
  facts: ReactNode;
  /** The facts' grid columns. */
  factColumns: string | Partial<Record<'xs' | 'sm' | 'md', string>>;
  /** The first column's share on a wide screen. */
  nameWidth: string;
  /** Shown dimmed (a paused extra). */
  muted?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function ItemCard({ testId, name, chips, summary, facts, factColumns, nameWidth, muted = false, onEdit, onDelete }: ItemCardProps) {
  const { t } = useLingui();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={testId}
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: 2,
        display: 'grid',
        columnGap: 2,
        rowGap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: `minmax(0, ${nameWidth}) minmax(0, 2fr) auto` },
        alignItems: 'start',
        ...(muted ? { bgcolor: 'action.hover' } : {}),
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ gridColumn: 1, gridRow: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0, minHeight: 40 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {chips}
      </Stack>

      <Box sx={{ gridColumn: { xs: '1 / -1', md: 1 }, gridRow: 2, minWidth: 0, display: 'grid', gap: 0.5, mt: { xs: -1, md: -1.25 } }}>{summary}</Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          minWidth: 0,
          gridColumn: { xs: '1 / -1', md: 2 },
          gridRow: { xs: 3, md: '1 / span 2' },
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: factColumns,
        }}
      >
        {facts}
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
