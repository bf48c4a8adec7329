/** The file's rows with their problems highlighted; a cell is fixed in place (PATCH cells → fresh issues). */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fixCells, rowsQuery } from './api';
import { cellSeverities, issueColumn } from './mapping';
import type { CensusImport } from './types';
import { Pager } from '../ui/Pager';
import { LoadError } from '../ui/states';

function EditableCell({ value, severity, title, onSave, disabled, label }: { value: string; severity?: 'error' | 'warning'; title?: string; onSave: (v: string) => void; disabled: boolean; label: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const bg = severity ? (theme: import('@mui/material/styles').Theme) => alpha(severity === 'error' ? theme.palette.error.main : theme.palette.warning.main, 0.14) : undefined;
  const cell = (
    <TableCell
      data-severity={severity}
      onClick={() => {
        if (disabled) return;
        setDraft(value);
        setEditing(true);
      }}
      sx={{
        bgcolor: bg,
        outline: severity ? 1 : 0,
        outlineColor: severity === 'error' ? 'error.main' : 'warning.main',
        outlineOffset: -1,
        whiteSpace: 'nowrap',
        maxWidth: 220,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        cursor: disabled ? undefined : 'text',
        fontFamily: 'monospace',
        fontSize: 12.5,
        p: editing ? 0 : undefined,
      }}
    >
      {editing ? (
        <InputBase
          autoFocus
          value={draft}
          fullWidth
          inputProps={{ 'aria-label': label }}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            setEditing(false);
            if (draft !== value) onSave(draft);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
            if (e.key === 'Escape') {
              setDraft(value);
              setEditing(false);
            }
          }}
          sx={{ px: 1, fontFamily: 'monospace', fontSize: 12.5, bgcolor: 'background.paper', outline: 2, outlineColor: 'primary.main' }}
        />
      ) : (
        value || <Box component="span" sx={{ color: 'text.disabled' }}>∅</Box>
      )}
    </TableCell>
  );
  return title && !editing ? (
    <Tooltip title={title} placement="top">
      {cell}
    </Tooltip>
  ) : (
    cell
  );
}

export function RowsGrid({ imp, onValidated, readOnly = false }: { imp: CensusImport; onValidated: (i: CensusImport) => void; readOnly?: boolean }) {
  const queryClient = useQueryClient();
  const [onlyIssues, setOnlyIssues] = useState(imp.counts.errors + imp.counts.warnings > 0);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const rows = useQuery(rowsQuery(imp.id, page + 1, perPage, onlyIssues));
  const fix = useMutation({
    mutationFn: (f: { row: number; column: number; value: string }) => fixCells(imp.id, [f]),
    onSuccess: (fresh) => {
      onValidated(fresh);
      void queryClient.invalidateQueries({ queryKey: ['census-import', imp.id, 'rows'] });
    },
  });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={onlyIssues}
              onChange={(e) => {
                setOnlyIssues(e.target.checked);
                setPage(0);
              }}
            />
          }
          label="Only rows with issues"
        />
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {readOnly ? '' : 'Click a cell to correct it; the file is checked again at once.'}
        </Typography>
        {fix.error ? (
          <Typography variant="body2" color="error">
            {fix.error.message}
          </Typography>
        ) : null}
      </Stack>
      <Box sx={{ height: 4 }}>{rows.isFetching || fix.isPending ? <LinearProgress /> : null}</Box>
      {rows.error ? (
        <LoadError error={rows.error} retry={() => void rows.refetch()} what="the rows" />
      ) : rows.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : rows.data.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="rows-empty">
          {onlyIssues ? 'No row has an issue.' : 'The file has no rows.'}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label="Census rows" data-testid="rows-grid">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700, width: 48 }}>Row</TableCell>
                <TableCell sx={{ fontWeight: 700, minWidth: 220 }}>Issues</TableCell>
                {rows.data.headers.map((h, i) => (
                  <TableCell key={i} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {h || `Column ${i + 1}`}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.data.map((r) => {
                const sev = cellSeverities(r.issues, rows.data.headers);
                return (
                  <TableRow key={r.row} data-testid="census-row" data-row={r.row}>
                    <TableCell sx={{ color: 'text.secondary' }}>{r.row}</TableCell>
                    <TableCell sx={{ fontSize: 12, minWidth: 220, maxWidth: 320 }}>
                      {r.issues.length === 0 ? (
                        <Box component="span" sx={{ color: 'success.main' }}>OK</Box>
                      ) : (
                        r.issues.map((i, n) => (
                          <Box key={n} sx={{ color: i.severity === 'error' ? 'error.main' : 'warning.dark' }}>
                            {i.message}
                          </Box>
                        ))
                      )}
                    </TableCell>
                    {rows.data.headers.map((h, c) => (
                      <EditableCell
                        key={`${c}-${r.cells[c] ?? ''}`}
                        value={r.cells[c] ?? ''}
                        severity={sev.get(c)}
                        title={r.issues.filter((i) => issueColumn(i, rows.data.headers) === c).map((i) => i.message).join('; ') || undefined}
                        disabled={readOnly || fix.isPending}
                        label={`Row ${r.row}, ${h || `column ${c + 1}`}`}
                        onSave={(value) => fix.mutate({ row: r.row, column: c, value })}
                      />
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Pager
        page={page}
        perPage={perPage}
        total={rows.data?.total ?? 0}
        options={[25, 50, 100]}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(0);
        }}
      />
    </Stack>
  );
}
