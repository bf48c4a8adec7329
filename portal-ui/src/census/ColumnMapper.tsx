/** The column mapper: each file header, its sample values, the guess with its confidence, and a field to choose. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { confidenceTone, fieldOptionLabel, groupFieldOptions } from '../book/rules';
import { duplicateFields, hasTier, missingRequired, type Mapping } from './mapping';
import type { CensusColumn, FieldOption } from './types';

export function ColumnMapper({
  columns,
  options,
  mapping,
  onChange,
  readOnly = false,
}: {
  columns: readonly CensusColumn[];
  options: readonly FieldOption[];
  mapping: Mapping;
  onChange?: (m: Mapping) => void;
  readOnly?: boolean;
}) {
  const dups = duplicateFields(mapping);
  const missing = missingRequired(mapping);
  const grouped = groupFieldOptions(options);
  return (
    <Stack spacing={1.5}>
      {dups.length ? (
        <Alert severity="warning">
          {dups.map((d) => fieldOptionLabel(d, options)).join(', ')} {dups.length === 1 ? 'is' : 'are'} chosen for more than one column.
        </Alert>
      ) : null}
      {missing.length && !readOnly ? (
        <Alert severity="info">A census needs each person’s name and date of birth: map {missing.map((m) => fieldOptionLabel(m, options)).join(' and ')}.</Alert>
      ) : null}
      {!hasTier(mapping) && !readOnly ? (
        <Alert severity="warning" data-testid="no-tier-column">
          No column is mapped to a coverage tier (EE, ES, EC, EF or W): everyone listed will count as covered and nobody as waived. Map the tier column (“Cov Level”, “Election”, “Tier Code”…) if the file has one.
        </Alert>
      ) : null}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Column mapping" data-testid="column-mapper">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 36 }}>#</TableCell>
              <TableCell>Column in the file</TableCell>
              <TableCell>Sample values</TableCell>
              <TableCell sx={{ width: 130 }}>Confidence</TableCell>
              <TableCell sx={{ width: 260 }}>Imports as</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {columns.map((c) => {
              const field = mapping[c.index] ?? null;
              const guessed = c.field && field === c.field;
              const tone = confidenceTone(c.confidence);
              return (
                <TableRow key={c.index} data-testid="mapper-row" sx={{ bgcolor: field ? undefined : 'action.hover' }}>
                  <TableCell sx={{ color: 'text.secondary' }}>{c.index + 1}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{c.header || <em>(no header)</em>}</TableCell>
                  <TableCell sx={{ maxWidth: 280 }}>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {c.samples.slice(0, 3).map((s, i) => (
                        <Chip key={i} size="small" variant="outlined" label={s || '∅'} sx={{ maxWidth: 130, fontFamily: 'monospace', fontSize: 11 }} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    {c.field ? (
                      <Box title={`Guessed ${fieldOptionLabel(c.field, options)} with ${Math.round(c.confidence * 100)}% confidence`}>
                        <LinearProgress variant="determinate" value={Math.round(c.confidence * 100)} color={tone} sx={{ height: 6, borderRadius: 3 }} />
                        <Typography variant="caption" color="text.secondary">
                          {Math.round(c.confidence * 100)}%{guessed ? '' : ' (changed)'}
                        </Typography>
                      </Box>
                    ) : (
                      <Typography variant="caption" color="text.secondary">
                        no guess
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {readOnly ? (
                      <Typography variant="body2">{fieldOptionLabel(field, options)}</Typography>
                    ) : (
                      <TextField
                        select
                        size="small"
                        value={field ?? ''}
                        onChange={(e) => onChange?.({ ...mapping, [c.index]: e.target.value || null })}
                        slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': `Field for ${c.header || `column ${c.index + 1}`}` }, MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
                        error={!!field && dups.includes(field)}
                      >
                        <MenuItem value="">
                          <em>Ignore this column</em>
                        </MenuItem>
                        {grouped.flatMap((g) => [
                          <ListSubheader key={`h-${g.group}`}>{g.group}</ListSubheader>,
                          ...g.options.map((o) => (
                            <MenuItem key={o.key} value={o.key}>
                              {o.label}
                            </MenuItem>
                          )),
                        ])}
                      </TextField>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
