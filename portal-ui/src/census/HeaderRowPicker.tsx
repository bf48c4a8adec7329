/** Where the headers are: the row the engine found, the top of the file to pick another from. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { saveMapping } from './queries';
import { previewRows } from './mapping';
import type { CensusImport } from './types';
import { fieldErrorsOf } from '../ui/formErrors';

/** Rows of the preview shown before "show more". */
const FIRST_ROWS = 8;

export function HeaderRowPicker({ imp, onChanged }: { imp: CensusImport; onChanged: (fresh: CensusImport) => void }) {
  const current = imp.header_row + 1;
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const [typed, setTyped] = useState(String(current));
  const move = useMutation({
    mutationFn: (row: number) => saveMapping(imp.id, { columns: [], header_row: row, terminate_missing: imp.terminate_missing, effective_date: imp.effective_date ?? undefined }),
    onSuccess: (fresh) => {
      setTyped(String(fresh.header_row + 1));
      onChanged(fresh);
    },
  });
  const rows = previewRows(imp.preview, all ? imp.preview.length : Math.max(FIRST_ROWS, current + 2));
  const typedRow = Number(typed);
  return (
    <Box data-testid="header-row-picker">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" data-testid="header-row">
          Header is on row <strong>{current}</strong>
        </Typography>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide the first rows' : 'Change'}
        </Button>
      </Stack>
      {open ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Pick the row that holds the column names; the rows above it are left out and the columns are guessed again.
          </Typography>
          <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label="The first rows of the file">
              <TableBody>
                {rows.map(({ row, cells }) => (
                  <TableRow key={row} hover selected={row === current} data-testid="preview-row" onClick={() => !move.isPending && row !== current && move.mutate(row)} sx={{ cursor: 'pointer' }}>
                    <TableCell padding="checkbox">
                      <Radio size="small" checked={row === current} disabled={move.isPending} slotProps={{ input: { 'aria-label': `Header on row ${row}` } }} />
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary', width: 48 }}>{row}</TableCell>
                    {cells.map((c, i) => (
                      <TableCell key={i} sx={{ whiteSpace: 'nowrap', maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: row === current ? 600 : undefined }}>
                        {c}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            {!all && imp.preview.length > rows.length ? (
              <Button size="small" onClick={() => setAll(true)}>
                Show more rows
              </Button>
            ) : null}
            <TextField size="small" type="number" label="Header row" name="header_row" value={typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { min: 1 } }} sx={{ width: 130 }} />
            <Button size="small" variant="outlined" disabled={move.isPending || !Number.isInteger(typedRow) || typedRow < 1 || typedRow === current} onClick={() => move.mutate(typedRow)}>
              Use this row
            </Button>
          </Stack>
          {move.error ? (
            <Alert severity="error" data-testid="header-row-error">
              {fieldErrorsOf(move.error).header_row ?? move.error.message}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
