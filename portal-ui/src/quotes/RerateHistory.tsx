/** Every re-rate of a quote, newest first, each opening on what changed per plan. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RerateDiff, rerateSummary } from './RerateDiff';
import { Change } from '../ui/Change';
import { formatDateTime } from '../ui/dates';
import { SectionCard } from '../ui/cards';
import { type Quote, type Rerate } from './queries';

function RerateEntry({ rerate, changed, before, after }: { rerate: Rerate; changed: number; before: number; after: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Box data-testid="rerate-entry" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <ButtonBase onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ width: '100%', px: 2, py: 1, justifyContent: 'flex-start', textAlign: 'left', '&:hover': { bgcolor: 'action.hover' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', width: '100%' }} useFlexGap>
          <ExpandMoreIcon fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .15s', color: 'text.secondary' }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatDateTime(rerate.created_at)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            by {rerate.created_by_name ?? '—'}
          </Typography>
          <Typography variant="body2">
            {changed} of {rerate.changes.length} plans changed
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Change amount={after - before} pct={before ? Math.round(((after - before) / before) * 10000) / 100 : 0} />
        </Stack>
      </ButtonBase>
      <Collapse in={open} unmountOnExit>
        <RerateDiff changes={rerate.changes} testId="rerate-history-diff" />
      </Collapse>
    </Box>
  );
}

export function RerateHistory({ quote: q }: { quote: Quote }) {
  return (
    <SectionCard title="Re-rates" subheader="Each re-rate prices the same plans again with the catalogue’s current rates (and, if asked, the latest census)" testId="rerate-history" dense>
      {q.rerates.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', px: 2 }}>
          <HistoryIcon fontSize="small" />
          <Typography variant="body2">Not re-rated yet; rated {formatDateTime(q.rated_at)}.</Typography>
        </Stack>
      ) : (
        <Box>
          {q.rerates.map((r) => {
            const s = rerateSummary(r);
            return (
              <RerateEntry key={r.id} rerate={r} changed={s.changed} before={s.before} after={s.after} />
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
