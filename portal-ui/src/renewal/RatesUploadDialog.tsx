/** Upload the carriers' renewal rates: the rates file's CSV shape, read for the group's rating area; every problem listed by row, and nothing loaded until the file is clean. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../api';
import { fieldErrorsOf } from '../ui/formErrors';

/** The server’s problems by message, each with where it occurs ("row 2 PlanId, row 3 PlanId … and 48 more"). */
function grouped(fields: Record<string, string>): { message: string; where: string }[] {
  const byMessage = new Map<string, string[]>();
  // Keys come sorted as text ("row 10" before "row 2"): put them in the file's order.
  const rowOf = (where: string) => Number(/\d+/.exec(where)?.[0] ?? 0);
  const entries = Object.entries(fields).sort(([a], [b]) => rowOf(a) - rowOf(b));
  for (const [where, message] of entries) byMessage.set(message, [...(byMessage.get(message) ?? []), where]);
  return [...byMessage].map(([message, places]) => {
    const shown = places.slice(0, 4).join(', ');
    return { message, where: places.length > 4 ? `${shown} and ${places.length - 4} more` : shown };
  });
}

export function RatesUploadDialog({ busy, error, onUpload, onClose }: { busy: boolean; error: unknown; onUpload: (file: File) => void; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const problems = grouped(fieldErrorsOf(error));
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Upload renewal rates</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            A CSV as carriers file rates: age-banded (PlanId, RatingAreaId, Age, IndividualRate, IndividualTobaccoRate, every age band of each plan) or tier-rated (PlanId, RatingAreaId, EE, ES, EC, EF). Rows for other rating areas are passed over; the plans it rates are priced by it in the new plan year.
          </Typography>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
            {file ? file.name : 'Choose a file'}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="Renewal rates file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          {error && problems.length === 0 ? <Alert severity="error">{error instanceof ApiError ? error.message : 'The file could not be uploaded.'}</Alert> : null}
          {problems.length ? (
            <Alert severity="error" data-testid="rates-problems">
              {error instanceof ApiError ? error.message : 'The file has problems'}
              <List dense disablePadding>
                {problems.map(({ message, where }) => (
                  <ListItem key={message} disableGutters>
                    <ListItemText primary={message} secondary={where} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || !file} onClick={() => file && onUpload(file)} data-testid="upload-rates">
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
