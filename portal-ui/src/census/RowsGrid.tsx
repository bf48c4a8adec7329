/**
 * The file's rows with their problems highlighted; a cell is fixed in place (PATCH cells → fresh
 * issues). From the keyboard it is a grid: Tab enters it, the arrow keys (Home, End) move between
 * cells, Enter or typing edits, Enter saves and Escape drops the edit.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { censusKeys, fixCells, rowsQuery } from './queries';
import { EditableCell } from './EditableCell';
import { cellSeverities, issueColumn } from './mapping';
import type { CensusImport } from './types';
import { Pager } from '../ui/Pager';
import { LoadError } from '../ui/states';

export function RowsGrid({ imp, onValidated, readOnly = false }: { imp: CensusImport; onValidated: (i: CensusImport) => void; readOnly?: boolean }) {
  const queryClient = useQueryClient();
  const [onlyIssues, setOnlyIssues] = useState(imp.counts.errors + imp.counts.warnings > 0);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const rows = useQuery(rowsQuery(imp.id, page + 1, perPage, onlyIssues));
  const [active, setActive] = useState({ row: 0, column: 0 });
  const grid = useRef<HTMLTableElement>(null);
  const refocus = useRef(false);
  const focusCell = (row: number, column: number) => grid.current?.querySelector<HTMLElement>(`[data-cell="${row}:${column}"]`)?.focus();

  // The cell in the tab order, kept inside the page when rows come and go.
  const current = rows.data
    ? { row: Math.min(active.row, rows.data.data.length - 1), column: Math.min(active.column, rows.data.headers.length - 1) }
    : active;

  // A saved cell comes back re-rendered with the fresh rows: the focus goes back to it.
  useEffect(() => {
    if (!refocus.current || (document.activeElement && document.activeElement !== document.body)) return;
    refocus.current = false;
    focusCell(current.row, current.column);
  }, [rows.data, current.row, current.column]);

  const moveWithKeys = (e: KeyboardEvent<HTMLElement>) => {
    const at = (e.target as HTMLElement).dataset.cell;
    if (!at || !rows.data) return;
    const [row, column] = at.split(':').map(Number);
    const last = { row: rows.data.data.length - 1, column: rows.data.headers.length - 1 };
    const next = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
      Home: [row, 0],
      End: [row, last.column],
    }[e.key];
    if (!next) return;
    e.preventDefault();
    const [r, c] = [Math.min(Math.max(next[0], 0), last.row), Math.min(Math.max(next[1], 0), last.column)];
    setActive({ row: r, column: c });
    focusCell(r, c);
  };
  const fix = useMutation({
    mutationFn: (f: { row: number; column: number; value: string }) => fixCells(imp.id, [f]),
    onSuccess: (fresh) => {
      onValidated(fresh);
      void queryClient.invalidateQueries({ queryKey: censusKeys.rows(imp.id) });
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
          {readOnly ? '' : 'Click a cell (or reach it with Tab and the arrow keys, then Enter) to correct it; the file is checked again at once.'}
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
          <Table size="small" stickyHeader role="grid" aria-label="Census rows" data-testid="rows-grid" ref={grid} onKeyDown={moveWithKeys}>
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
              {rows.data.data.map((r, rowIndex) => {
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
                        position={`${rowIndex}:${c}`}
                        active={current.row === rowIndex && current.column === c}
                        onFocus={() => setActive({ row: rowIndex, column: c })}
                        onSave={(value) => fix.mutate({ row: r.row, column: c, value })}
                        onDone={() => {
                          refocus.current = true;
                          focusCell(rowIndex, c);
                        }}
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
