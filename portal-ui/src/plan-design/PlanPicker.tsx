/** The catalogue picker: plans of one line rated in the group's area on the effective date, with filters. */
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LINE_LABELS } from './format';
import { MetalChip, PlanName } from './PlanBits';
import { carriersQuery, cataloguePlansQuery, type PlanFilters } from './queries';
import type { Plan } from './types';
import { Pager } from '../ui/Pager';
import { SelectField } from '../ui/fields';
import { EmptyState, LoadError } from '../ui/states';
import { formatDollars } from '../ui/money';

const NETWORKS: Record<string, string[]> = { medical: ['HMO', 'PPO', 'EPO', 'POS'], dental: ['DHMO', 'DPPO'], vision: ['PPO'] };

export function PlanPicker({
  open,
  line,
  ratingArea,
  effectiveDate,
  chosen,
  onClose,
  onAdd,
}: {
  open: boolean;
  line: string;
  ratingArea: string | null | undefined;
  effectiveDate: string;
  chosen: string[];
  onClose: () => void;
  onAdd: (plans: Plan[]) => void;
}) {
  const [filters, setFilters] = useState<PlanFilters>({ line, q: '', carrier_id: '', metal_level: '', network_type: '', hsa: false, page: 0, per_page: 10 });
  const [picked, setPicked] = useState<Record<string, Plan>>({});
  const f = { ...filters, line };
  const carriers = useQuery({ ...carriersQuery, enabled: open });
  const plans = useQuery({ ...cataloguePlansQuery(ratingArea, effectiveDate, f), enabled: open });
  const set = (patch: Partial<PlanFilters>) => setFilters((x) => ({ ...x, page: 0, ...patch }));
  const count = Object.keys(picked).length;
  const close = () => {
    setPicked({});
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="plan-picker-title">
      <DialogTitle id="plan-picker-title">Add {LINE_LABELS[line]?.toLowerCase() ?? line} plans from the catalogue</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ p: 2, pb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            label="Search"
            placeholder="Plan or carrier"
            value={filters.q}
            onChange={(e) => set({ q: e.target.value })}
            sx={{ width: 190 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <SelectField
            size="small"
            label="Carrier"
            value={filters.carrier_id}
            onChange={(e) => set({ carrier_id: e.target.value })}
            empty="Any carrier"
            options={(carriers.data ?? []).map((c) => [c.id, c.name] as const)}
            sx={{ width: 230 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          />
          {line === 'medical' ? (
            <SelectField
              size="small"
              label="Metal"
              value={filters.metal_level}
              onChange={(e) => set({ metal_level: e.target.value })}
              empty="Any metal"
              options={['bronze', 'silver', 'gold', 'platinum'].map((m) => [m, m.charAt(0).toUpperCase() + m.slice(1)] as const)}
              sx={{ width: 130 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            />
          ) : null}
          <SelectField
            size="small"
            label="Network"
            value={filters.network_type}
            onChange={(e) => set({ network_type: e.target.value })}
            empty="Any network"
            options={(NETWORKS[line] ?? []).map((n) => [n, n] as const)}
            sx={{ width: 150 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          />
          {line === 'medical' ? <FormControlLabel control={<Checkbox size="small" checked={filters.hsa} onChange={(e) => set({ hsa: e.target.checked })} />} label="HSA eligible" /> : null}
        </Stack>
        {plans.isFetching ? <LinearProgress sx={{ height: 2 }} /> : <div style={{ height: 2 }} />}
        {!ratingArea ? (
          <Alert severity="warning" sx={{ m: 2 }}>
            The group’s ZIP is in no rating area we rate, so plans cannot be priced. Fix the group’s address first.
          </Alert>
        ) : plans.error ? (
          <LoadError error={plans.error} retry={() => void plans.refetch()} what="the catalogue" />
        ) : !plans.data ? (
          <Skeleton variant="rounded" height={240} sx={{ m: 2 }} />
        ) : plans.data.data.length === 0 ? (
          <EmptyState title="No plans match">Loosen the filters. Only plans rated in rating area {ratingArea} on the effective date are listed.</EmptyState>
        ) : (
          <Table size="small" aria-label="Catalogue plans" data-testid="catalogue-plans">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Plan</TableCell>
                {line === 'medical' ? <TableCell>Metal</TableCell> : null}
                <TableCell align="right">Deductible</TableCell>
                <TableCell align="right">Out-of-pocket max</TableCell>
                <TableCell align="right" title="Monthly rate of a 21-year-old non-tobacco member">Age-21 rate</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.data.data.map((p) => {
                const already = chosen.includes(p.id);
                const on = already || !!picked[p.id];
                const toggle = () => {
                  if (already) return;
                  setPicked((x) => {
                    const next = { ...x };
                    if (next[p.id]) delete next[p.id];
                    else next[p.id] = p;
                    return next;
                  });
                };
                return (
                  <TableRow key={p.id} hover={!already} onClick={toggle} sx={{ cursor: already ? 'default' : 'pointer' }} data-testid="catalogue-plan" selected={!!picked[p.id]}>
                    <TableCell padding="checkbox">
                      <Checkbox size="small" checked={on} disabled={already} slotProps={{ input: { 'aria-label': `Choose ${p.name}` } }} />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <PlanName plan={p} dense />
                      {already ? (
                        <Typography variant="caption" color="primary">
                          Already in the design
                        </Typography>
                      ) : null}
                    </TableCell>
                    {line === 'medical' ? (
                      <TableCell>
                        <MetalChip metal={p.metal_level} />
                      </TableCell>
                    ) : null}
                    <TableCell align="right">{formatDollars(p.deductible_individual, true)}</TableCell>
                    <TableCell align="right">{formatDollars(p.oop_max_individual, true)}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatDollars(p.base_rate)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {plans.data && plans.data.total > 10 ? (
          <Pager page={filters.page} perPage={filters.per_page} total={plans.data.total} onPage={(page) => setFilters((x) => ({ ...x, page }))} onPerPage={(per_page) => set({ per_page })} options={[10, 25, 50]} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, pl: 1 }}>
          {count ? `${count} plan${count === 1 ? '' : 's'} chosen` : 'Click plans to choose them'}
        </Typography>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!count}
          onClick={() => {
            onAdd(Object.values(picked));
            close();
          }}
          data-testid="add-picked-plans"
        >
          Add {count || ''} plan{count === 1 ? '' : 's'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
