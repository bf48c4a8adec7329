/** Every carrier implementation across the book: progress, what is late, and the next item due. */
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { StageChip } from '../ui/chips';
import { formatDate } from '../ui/dates';
import { Pager } from '../ui/Pager';
import { EmptyState, LoadError } from '../ui/states';
import { numSx, SortCell, type SortState } from '../ui/table';
import { boardQuery, type BoardRow } from './queries';

const COLUMNS = 9;

export default function Board() {
  const navigate = useNavigate();
  const [search, set] = useSearchUpdate();
  const sort: SortState = { by: search.get('sort') ?? 'next_due_on', order: search.get('order') === 'desc' ? 'desc' : 'asc' };
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1);
  const perPage = Number(search.get('per_page') ?? '25');
  const includeImplemented = search.get('include_implemented') === 'true';
  const [q, setQ] = useState(search.get('q') ?? '');

  useEffect(() => {
    if ((search.get('q') ?? '') === q) return;
    const t = setTimeout(() => set({ q }), 300);
    return () => clearTimeout(t);
    // Only the typed text starts a search; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const board = useQuery(
    boardQuery({ page: page + 1, per_page: perPage, sort: sort.by, order: sort.order, q: search.get('q') || undefined, include_implemented: includeImplemented || undefined }),
  );
  const onSort = (by: string, firstOrder: 'asc' | 'desc' = 'asc') => set({ sort: by, order: sort.by === by ? (sort.order === 'asc' ? 'desc' : 'asc') : firstOrder });
  const filtered = !!search.get('q');
  const open = (row: BoardRow) => `/dashboard/groups/${row.group_id}/implement`;

  return (
    <Card data-testid="implementation-board">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 1.5, alignItems: { sm: 'center' } }}>
        <TextField
          label="Search"
          placeholder="Group or carrier"
          size="small"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ maxWidth: { sm: 300 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <FormControlLabel
          control={<Switch checked={includeImplemented} onChange={(e) => set({ include_implemented: e.target.checked ? 'true' : null })} />}
          label="Include implemented"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary" data-testid="board-total">
          {board.data ? `${board.data.total} ${board.data.total === 1 ? 'carrier' : 'carriers'}` : ''}
        </Typography>
      </Stack>
      <Box sx={{ height: 4 }}>{board.isFetching && !board.isPending ? <LinearProgress /> : null}</Box>
      {board.error ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={board.error} retry={() => void board.refetch()} what="the implementation board" />
        </Box>
      ) : board.data && board.data.data.length === 0 ? (
        <EmptyState title={filtered ? 'No implementation matches' : includeImplemented ? 'No carrier implementations yet' : 'No carrier implementation in progress'}>
          {filtered
            ? 'Try another group or carrier name.'
            : 'A group gets a checklist per carrier when its open enrollment closes; each appears here until the carrier is implemented.'}
        </EmptyState>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label="Carrier implementations">
              <TableHead>
                <TableRow>
                  <SortCell by="group_name" sort={sort} onSort={onSort}>
                    Group
                  </SortCell>
                  <SortCell by="carrier_name" sort={sort} onSort={onSort}>
                    Carrier
                  </SortCell>
                  <SortCell by="coverage_start" sort={sort} onSort={onSort}>
                    Coverage starts
                  </SortCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>Group number</TableCell>
                  <TableCell sx={{ minWidth: 150 }}>Progress</TableCell>
                  <SortCell by="overdue" sort={sort} onSort={onSort} align="right" firstOrder="desc">
                    Overdue
                  </SortCell>
                  <SortCell by="next_due_on" sort={sort} onSort={onSort}>
                    Next item due
                  </SortCell>
                  <TableCell>Implemented</TableCell>
                  <TableCell>Stage</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {board.isPending
                  ? Array.from({ length: 5 }, (_, i) => (
                      <TableRow key={i}>
                        {Array.from({ length: COLUMNS }, (__, j) => (
                          <TableCell key={j}>
                            <Skeleton />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : board.data.data.map((row) => (
                      <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(open(row))} data-testid="board-row">
                        <TableCell>
                          <Link component={RouterLink} to={open(row)} underline="hover" sx={{ fontWeight: 600 }} onClick={(e) => e.stopPropagation()}>
                            {row.group_name}
                          </Link>
                        </TableCell>
                        <TableCell data-testid="board-carrier">{row.carrier_name}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.coverage_start)}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.group_number ?? '—'}</TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <LinearProgress variant="determinate" value={row.percent_done} aria-label={`${row.carrier_name} for ${row.group_name}: ${row.percent_done}% done`} sx={{ flexGrow: 1, height: 6, borderRadius: 3 }} />
                            <Typography variant="body2" sx={numSx}>
                              {row.done}/{row.items}
                            </Typography>
                          </Stack>
                        </TableCell>
                        <TableCell align="right" sx={{ ...numSx, color: row.overdue ? 'error.main' : undefined, fontWeight: row.overdue ? 700 : undefined }}>
                          {row.overdue}
                        </TableCell>
                        <TableCell>
                          {row.next_title ? (
                            <>
                              <Typography variant="body2">{row.next_title}</Typography>
                              <Typography variant="caption" color="text.secondary">
                                {row.next_due_on ? `due ${formatDate(row.next_due_on)}` : 'no due date'}
                              </Typography>
                            </>
                          ) : (
                            '—'
                          )}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {row.implemented_at ? <Chip size="small" color="success" variant="outlined" label={formatDate(row.implemented_at.slice(0, 10))} /> : '—'}
                        </TableCell>
                        <TableCell>
                          <StageChip stage={row.stage} compact />
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager page={page} perPage={perPage} total={board.data?.total ?? 0} onPage={(p) => set({ page: String(p + 1) }, false)} onPerPage={(n) => set({ per_page: String(n) })} />
        </>
      )}
    </Card>
  );
}
