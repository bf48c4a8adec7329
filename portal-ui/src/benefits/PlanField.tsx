/** The catalogue plan an option is: one of the chosen carrier's plans of the category's line, found by name or id. */
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plansQuery } from '../plans/queries';
import { useDebounced } from '../ui/useDebounced';
import { lineLabel, METAL_LABELS } from '../ui/vocab';

const SHOWN = 50;

export function PlanField({
  line,
  carrierId,
  planId,
  planName,
  onChange,
  error,
}: {
  line: 'medical' | 'dental' | 'vision';
  carrierId: string;
  planId: string;
  planName: string;
  onChange: (plan: { id: string; name: string } | null) => void;
  error?: string;
}) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 300);
  const plans = useQuery({
    ...plansQuery({ line, carrier_id: carrierId, q: q || undefined, sort: 'name', order: 'asc', per_page: SHOWN }),
    enabled: !!carrierId,
  });
  const rows = plans.data?.data ?? [];
  const total = plans.data?.total ?? 0;
  const lineName = lineLabel(line).toLowerCase();
  const chosenName = (id: string) => rows.find((p) => p.id === id)?.name ?? planName ?? id;
  // The plan chosen stays listed while a search shows others.
  const chosenListed = !planId || rows.some((p) => p.id === planId);
  const helper = !carrierId
    ? 'Choose the carrier first'
    : !plans.data
      ? 'Loading the carrier’s plans…'
      : total === 0
        ? q
          ? 'No plan of this carrier matches the search'
          : `This carrier has no ${lineName} plan in the catalogue`
        : total > rows.length
          ? `${rows.length} of ${total} ${lineName} plans shown: search to narrow them`
          : `${total} ${lineName} plan${total === 1 ? '' : 's'} of this carrier`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label="Find a plan"
        name="plan_search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        disabled={!carrierId}
        placeholder="Name or plan id"
        sx={{ width: { sm: 200 }, flexShrink: 0 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        fullWidth
        label="Catalogue plan"
        name="plan_id"
        value={planId}
        disabled={!carrierId}
        onChange={(e) => {
          const id = e.target.value;
          const plan = rows.find((p) => p.id === id);
          onChange(plan ? { id: plan.id, name: plan.name } : null);
        }}
        error={!!error}
        helperText={error ?? helper}
        slotProps={{ select: { displayEmpty: true, renderValue: (id) => (id ? `${chosenName(id as string)} · ${id as string}` : 'No catalogue plan') }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>No catalogue plan</em>
        </MenuItem>
        {chosenListed ? null : (
          <MenuItem value={planId}>
            {planName || planId}
          </MenuItem>
        )}
        {rows.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            <Stack sx={{ minWidth: 0 }}>
              <span>{p.name}</span>
              <Typography variant="caption" color="text.secondary">
                {[p.metal_level ? METAL_LABELS[p.metal_level] : null, p.network_type, p.state, p.id].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
