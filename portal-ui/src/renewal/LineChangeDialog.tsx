/** One percentage change for every plan of a line, as carriers often quote it. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormError } from '../ui/formErrors';
import { lineLabel, type Line } from '../ui/vocab';
import { inputOf, percentToBps, type RenewalPlan, type RenewalPlanInput } from './queries';

export function LineChangeDialog({
  line,
  plans,
  busy,
  error,
  onSave,
  onClose,
}: {
  line: Line;
  plans: RenewalPlan[];
  busy: boolean;
  error: unknown;
  onSave: (inputs: RenewalPlanInput[]) => void;
  onClose: () => void;
}) {
  const [percent, setPercent] = useState('');
  const bps = percentToBps(percent);
  const valid = bps !== null && !Number.isNaN(bps) && bps >= 0 && bps <= 10000;
  const priced = plans.filter((p) => p.mapping !== 'discontinued');
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{lineLabel(line)} rate change</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Applies the carrier’s change to the current rates of {priced.length === 1 ? 'the' : `all ${priced.length}`} {lineLabel(line).toLowerCase()} {priced.length === 1 ? 'plan' : 'plans'}
            {priced.length < plans.length ? ' (discontinued plans are left to be mapped)' : ''}.
          </Typography>
          <TextField
            label="Rate change"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            error={percent !== '' && !valid}
            helperText={percent !== '' && !valid ? 'a change from 0 to 100 %' : 'e.g. 6 for a 6 % increase'}
            size="small"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${lineLabel(line)} rate change in percent` }, input: { endAdornment: '%' } }}
          />
          <FormError error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || !valid || priced.length === 0} onClick={() => onSave(priced.map((p) => ({ ...inputOf(p), rate_change_bps: bps ?? undefined })))}>
          {busy ? 'Saving…' : 'Apply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
