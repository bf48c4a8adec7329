/** The agency's commission rates, edited as one set: a percentage of premium per carrier and line. */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { carriersQuery } from '../../plans/queries';
import { formatDateTime } from '../../ui/dates';
import { SelectField, selectNamed } from '../../ui/fields';
import { ConflictAlert, fieldErrorsOf, FormError } from '../../ui/formErrors';
import { useNotify } from '../../ui/notify';
import { LoadError } from '../../ui/states';
import { SkeletonRows } from '../../ui/table';
import { LINE_CODES, LINE_LABELS, type Line } from '../../ui/vocab';
import { bpsToInput, inputToBps } from '../format';
import { commissionRatesQuery, saveCommissionRates, type CommissionSchedule } from '../queries';

interface RateRow {
  carrier_id: string;
  line: Line | '';
  rate: string;
}

/** What is wrong with each row before it is sent, by row index. */
export function rowProblems(rows: readonly RateRow[]): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const bps = inputToBps(r.rate);
    if (!r.carrier_id || !r.line) problems[i] = 'Choose the carrier and the line';
    else if (seen.has(`${r.carrier_id}/${r.line}`)) problems[i] = 'This carrier’s line already has a rate above';
    else if (bps === null || Number.isNaN(bps) || bps < 1 || bps > 5000) problems[i] = 'A rate from 0.01% to 50%, like 4.5';
    seen.add(`${r.carrier_id}/${r.line}`);
  });
  return problems;
}

export function CommissionRatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const schedule = useQuery({ ...commissionRatesQuery, enabled: open });
  const carriers = useQuery({ ...carriersQuery, enabled: open });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="rates-title">
      <DialogTitle id="rates-title">Commission rates</DialogTitle>
      {schedule.error || carriers.error ? (
        <DialogContent>
          <LoadError error={schedule.error ?? carriers.error} retry={() => void (schedule.error ? schedule.refetch() : carriers.refetch())} what="the commission rates" />
        </DialogContent>
      ) : schedule.data && carriers.data ? (
        <RatesForm key={schedule.data.version} schedule={schedule.data} carriers={carriers.data} onClose={onClose} onReload={() => void schedule.refetch()} />
      ) : (
        <DialogContent>
          <SkeletonRows rows={3} height={48} rounded />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RatesForm({ schedule, carriers, onClose, onReload }: { schedule: CommissionSchedule; carriers: { id: string; name: string }[]; onClose: () => void; onReload: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [rows, setRows] = useState<RateRow[]>(() => schedule.rates.map((r) => ({ carrier_id: r.carrier_id, line: r.line, rate: bpsToInput(r.rate_bps) })));
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      saveCommissionRates(queryClient, {
        version: schedule.version,
        rates: rows.map((r) => ({ carrier_id: r.carrier_id, line: r.line as Line, rate_bps: inputToBps(r.rate) ?? 0 })),
      }),
    onSuccess: (saved) => {
      notify(saved.rates.length ? 'Commission rates saved' : 'Commission rates cleared');
      onClose();
    },
  });
  const problems = checked ? rowProblems(rows) : {};
  const serverErrors = fieldErrorsOf(save.error);
  const change = (i: number, patch: Partial<RateRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = () => {
    setChecked(true);
    if (Object.keys(rowProblems(rows)).length === 0) save.mutate();
  };
  const carrierOptions = carriers.map((c) => [c.id, c.name] as const);
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Your agency’s commission as a percentage of premium, per carrier and line of coverage. The book of business multiplies the premium in force by these rates for its estimate.
            {schedule.updated_by_name && schedule.updated_at ? ` Last saved by ${schedule.updated_by_name}, ${formatDateTime(schedule.updated_at)}.` : ''}
          </Typography>
          <ConflictAlert error={save.error} onReload={onReload} />
          <FormError error={save.error} />
          {rows.length === 0 ? (
            <Alert severity="info">No rates: the book of business shows no commission estimate. Add a rate for each carrier and line you are paid on.</Alert>
          ) : null}
          {rows.map((r, i) => {
            const carrierName = carriers.find((c) => c.id === r.carrier_id)?.name ?? 'a new carrier';
            const error = problems[i] ?? serverErrors[`rates[${i}].rate_bps`] ?? serverErrors[`rates[${i}].carrier_id`] ?? serverErrors[`rates[${i}].line`];
            return (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="rate-row">
                <SelectField
                  label="Carrier"
                  value={r.carrier_id}
                  onChange={(e) => change(i, { carrier_id: e.target.value })}
                  options={carrierOptions}
                  error={!!error && !r.carrier_id}
                  sx={{ flex: 2, minWidth: 0 }}
                  slotProps={{ select: { SelectDisplayProps: selectNamed(`Carrier of rate ${i + 1}`) } }}
                />
                <SelectField
                  label="Line"
                  value={r.line}
                  onChange={(e) => change(i, { line: e.target.value as Line })}
                  options={LINE_CODES.map((l) => [l, LINE_LABELS[l]] as const)}
                  sx={{ flex: 1, minWidth: 110 }}
                  slotProps={{ select: { SelectDisplayProps: selectNamed(`Line of rate ${i + 1}`) } }}
                />
                <TextField
                  label="Rate"
                  value={r.rate}
                  onChange={(e) => change(i, { rate: e.target.value })}
                  error={!!error}
                  helperText={error}
                  sx={{ flex: 1, minWidth: 110 }}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', 'aria-label': `Rate of ${carrierName} ${r.line ? LINE_LABELS[r.line].toLowerCase() : ''}`.trim() },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                />
                <IconButton aria-label={`Remove the rate of ${carrierName}`} onClick={() => setRows((all) => all.filter((_, j) => j !== i))} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
            );
          })}
          <div>
            <Button startIcon={<AddIcon />} onClick={() => setRows((all) => [...all, { carrier_id: '', line: '', rate: '' }])} data-testid="add-rate">
              Add a rate
            </Button>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="save-rates">
          {save.isPending ? 'Saving…' : 'Save rates'}
        </Button>
      </DialogActions>
    </>
  );
}
