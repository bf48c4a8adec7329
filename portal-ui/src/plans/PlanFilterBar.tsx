import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MultiSelect } from '../ui/MultiSelect';
import { codeOptions, METAL_LABELS, NETWORK_TYPES } from '../ui/vocab';
import { carriersQuery } from './queries';

export interface PlanFilters {
  carriers: string[];
  metals: string[];
  networks: string[];
  hsa: '' | 'yes' | 'no';
  maxDeductible: string;
  q: string;
}

export const NO_FILTERS: PlanFilters = { carriers: [], metals: [], networks: [], hsa: '', maxDeductible: '', q: '' };

export const isFiltered = (f: PlanFilters) => !!(f.carriers.length || f.metals.length || f.networks.length || f.hsa || f.maxDeductible || f.q.trim());

/** Search and filters over the catalogue of one line; metal level and HSA are medical only. */
export function PlanFilterBar({ line, filters, onChange, total }: { line: string; filters: PlanFilters; onChange: (patch: Partial<PlanFilters>) => void; total: string }) {
  const carriers = useQuery(carriersQuery);
  return (
    <Stack direction="row" spacing={1.5} sx={{ p: 1.5, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
      <TextField
        label="Search plans"
        placeholder="Name or plan id"
        value={filters.q}
        onChange={(e) => onChange({ q: e.target.value })}
        sx={{ width: 220 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <MultiSelect label="Carrier" value={filters.carriers} onChange={(carriers) => onChange({ carriers })} options={(carriers.data ?? []).map((c) => [c.id, c.name] as const)} width={200} testId="filter-carrier" />
      {line === 'medical' ? <MultiSelect label="Metal level" value={filters.metals} onChange={(metals) => onChange({ metals })} options={codeOptions(METAL_LABELS)} width={150} testId="filter-metal" /> : null}
      <MultiSelect
        label="Network"
        value={filters.networks}
        onChange={(networks) => onChange({ networks })}
        options={NETWORK_TYPES.filter((n) => (line === 'dental' ? n.startsWith('D') || n === 'PPO' : !n.startsWith('D'))).map((n) => [n, n] as const)}
        width={130}
        testId="filter-network"
      />
      {line === 'medical' ? (
        <TextField select label="HSA" value={filters.hsa} onChange={(e) => onChange({ hsa: e.target.value as PlanFilters['hsa'] })} sx={{ width: 140 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">Any</MenuItem>
          <MenuItem value="yes">HSA-eligible</MenuItem>
          <MenuItem value="no">Not HSA</MenuItem>
        </TextField>
      ) : null}
      <TextField
        label="Max deductible"
        value={filters.maxDeductible}
        onChange={(e) => onChange({ maxDeductible: e.target.value.replace(/[^\d]/g, '').slice(0, 6) })}
        sx={{ width: 140 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'numeric' } }}
      />
      {isFiltered(filters) ? (
        <Button size="small" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="body2" color="text.secondary" data-testid="plans-total">
        {total}
      </Typography>
    </Stack>
  );
}
