/** Plans of one line added to the design from the catalogue. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PlanPicker } from '../plans/PlanPicker';
import { lineLabel } from '../ui/vocab';
import type { Plan } from './types';

export function AddPlansDialog({
  line,
  ratingArea,
  effectiveDate,
  chosen,
  onClose,
  onAdd,
}: {
  line: string;
  ratingArea: string | null | undefined;
  effectiveDate: string;
  chosen: string[];
  onClose: () => void;
  onAdd: (plans: Plan[]) => void;
}) {
  const [picked, setPicked] = useState<Map<string, Plan>>(new Map());
  const count = picked.size;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="plan-picker-title">
      <DialogTitle id="plan-picker-title">Add {lineLabel(line).toLowerCase()} plans from the catalogue</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {ratingArea ? (
          <PlanPicker lines={[line]} ratingArea={ratingArea} effectiveDate={effectiveDate} selected={picked} onChange={setPicked} taken={chosen} />
        ) : (
          <Alert severity="warning" sx={{ m: 2 }}>
            The group’s ZIP is in no rating area we rate, so plans cannot be priced. Fix the group’s address first.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, pl: 1 }}>
          {count ? `${count} plan${count === 1 ? '' : 's'} chosen` : 'Click plans to choose them'}
        </Typography>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!count}
          onClick={() => {
            onAdd([...picked.values()]);
            onClose();
          }}
          data-testid="add-picked-plans"
        >
          Add {count || ''} plan{count === 1 ? '' : 's'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
