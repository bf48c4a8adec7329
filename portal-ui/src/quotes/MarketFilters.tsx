/** The market analysis's line of coverage and filters. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Segmented } from '../ui/Segmented';
import { codeOptions, LINE_LABELS, METAL_LABELS } from '../ui/vocab';
import { type MarketPlan } from './queries';

export interface MarketFilter {
  carrier: string;
  metal: string;
  network: string;
  hsa: string;
}

export const NO_MARKET_FILTER: MarketFilter = { carrier: '', metal: '', network: '', hsa: '' };

function Filter({ label, value, onChange, options, width = 160 }: { label: string; value: string; onChange: (v: string) => void; options: readonly (readonly [string, string])[]; width?: number }) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ width }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
      <MenuItem value="">Any</MenuItem>
      {options.map(([k, l]) => (
        <MenuItem key={k} value={k}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function MarketFilters({
  line,
  onLine,
  filter,
  onFilter,
  plans,
  count,
}: {
  line: string;
  onLine: (line: string) => void;
  filter: MarketFilter;
  onFilter: (filter: MarketFilter) => void;
  plans: MarketPlan[];
  count: string;
}) {
  const carriers = [...new Map(plans.map((p) => [p.plan.carrier_name, p.plan.carrier_name] as const)).entries()].sort();
  const networks = [...new Set(plans.map((p) => p.plan.network_type))].sort().map((n) => [n, n] as const);
  const medical = line === 'medical';
  const set = (patch: Partial<MarketFilter>) => onFilter({ ...filter, ...patch });
  return (
    <Card>
      <Segmented
        label="Line of coverage"
        value={line}
        onChange={onLine}
        options={codeOptions(LINE_LABELS)}
        testId="market-line"
      />
      <Stack direction="row" spacing={1.5} sx={{ p: 1.5, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Filter label="Carrier" value={filter.carrier} onChange={(carrier) => set({ carrier })} options={carriers} width={210} />
        {medical ? <Filter label="Metal level" value={filter.metal} onChange={(metal) => set({ metal })} options={codeOptions(METAL_LABELS)} /> : null}
        <Filter label="Network" value={filter.network} onChange={(network) => set({ network })} options={networks} width={130} />
        {medical ? <Filter label="HSA" value={filter.hsa} onChange={(hsa) => set({ hsa })} options={[['yes', 'HSA-eligible'], ['no', 'Not HSA']]} width={150} /> : null}
        {filter.carrier || filter.metal || filter.network || filter.hsa ? (
          <Button size="small" onClick={() => onFilter(NO_MARKET_FILTER)}>
            Clear filters
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary" data-testid="market-count">
          {count}
        </Typography>
      </Stack>
    </Card>
  );
}
