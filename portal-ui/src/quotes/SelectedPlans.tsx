import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lineLabel } from '../ui/vocab';
import type { Plan } from './queries';

/** The most plans one quote can hold. */
export const MAX_PLANS = 50;

/** The plans ticked so far, per line, each removable; it stays in view while the catalogue scrolls. */
export function SelectedPlans({ lines, selected, onChange }: { lines: string[]; selected: Map<string, Plan>; onChange: (next: Map<string, Plan>) => void }) {
  const full = selected.size >= MAX_PLANS;
  const byLine = lines.map((l) => [l, [...selected.values()].filter((p) => p.line === l).length] as const);
  const remove = (p: Plan) => {
    const next = new Map(selected);
    next.delete(p.id);
    onChange(next);
  };
  return (
    <Box
      sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 3, bgcolor: 'background.paper', border: 1, borderColor: full ? 'warning.main' : 'divider', borderRadius: 1, px: 1.5, py: 1 }}
      data-testid="selected-plans"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography sx={{ fontWeight: 700 }} data-testid="selected-count">
          {selected.size} of {MAX_PLANS} plans selected
        </Typography>
        {byLine.map(([l, n]) => (
          <Typography key={l} variant="body2" color="text.secondary">
            · {lineLabel(l)} {n}
          </Typography>
        ))}
        <Box sx={{ flexGrow: 1 }} />
        {selected.size ? (
          <Button size="small" onClick={() => onChange(new Map())}>
            Clear all
          </Button>
        ) : null}
      </Stack>
      {selected.size ? (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.75, maxHeight: 96, overflowY: 'auto' }} useFlexGap>
          {[...selected.values()].map((p) => (
            <Chip
              key={p.id}
              size="small"
              label={p.name}
              onDelete={() => remove(p)}
              data-testid="selected-plan-chip"
              sx={{ borderLeft: 4, borderColor: p.carrier_color }}
            />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Tick the plans to quote; you can mix carriers and lines (up to {MAX_PLANS}).
        </Typography>
      )}
      {full ? (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
          That is the most one quote can hold; remove a plan to add another.
        </Typography>
      ) : null}
    </Box>
  );
}
