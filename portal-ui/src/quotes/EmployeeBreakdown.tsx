/** Per-employee costs of one quoted plan: paged, searchable, each family opened on a click (loaded on demand). */
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { capitalise } from './format';
import { Pager } from '../ui/Pager';
import { EmptyState, LoadError } from '../ui/states';
import { numSx } from '../ui/table';
import { formatCents } from '../ui/money';
import { breakdownQuery, type EmployeeCost } from './queries';

const th = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

function EmployeeRow({ row, payFrequency }: { row: EmployeeCost; payFrequency: number }) {
  const [open, setOpen] = useState(false);
  const waived = !row.tier;
  return (
    <Fragment>
      <TableRow hover data-testid="breakdown-row" data-tier={row.tier ?? 'W'} sx={{ '& > td': { borderBottom: open ? 'unset' : undefined, color: waived ? 'text.secondary' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={`${open ? 'Hide' : 'Show'} the family of ${row.name}`} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="expand-family">
            {open ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ fontWeight: 600 }}>{row.name}</TableCell>
        <TableCell>{row.employee_class ?? '—'}</TableCell>
        <TableCell>{waived ? <Chip size="small" label="Waived" variant="outlined" sx={{ height: 20 }} /> : <b>{row.tier}</b>}</TableCell>
        <TableCell align="right" sx={numSx}>
          {row.members.length}
        </TableCell>
        <TableCell align="right" sx={numSx}>
          {formatCents(row.premium_cents)}
        </TableCell>
        <TableCell align="right" sx={numSx}>
          {formatCents(row.employer_cents)}
        </TableCell>
        <TableCell align="right" sx={numSx}>
          {formatCents(row.employee_cents)}
        </TableCell>
        <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }}>
          {formatCents(row.per_paycheck_cents)}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={9} sx={{ py: 0, bgcolor: open ? 'action.hover' : undefined }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 1, pl: 6, pr: 2 }} data-testid="family">
              <Table size="small" aria-label={`Members of ${row.name}’s family`}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={th}>Member</TableCell>
                    <TableCell sx={th}>Relationship</TableCell>
                    <TableCell sx={th} align="right">
                      Age on the effective date
                    </TableCell>
                    <TableCell sx={th} align="right">
                      Monthly rate
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {row.members.map((m, i) => (
                    <TableRow key={i} data-testid="family-member">
                      <TableCell>{m.name}</TableCell>
                      <TableCell>{capitalise(m.role)}</TableCell>
                      <TableCell align="right" sx={numSx}>
                        {m.age}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {m.monthly_rate_cents ? formatCents(m.monthly_rate_cents) : <Typography component="span" variant="caption" color="text.secondary">not rated (4th+ child under 21)</Typography>}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Typography variant="caption" color="text.secondary">
                {formatCents(row.employee_cents)} a month for the employee = {formatCents(row.per_paycheck_cents)} per paycheck ({payFrequency} a year).
              </Typography>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

export function EmployeeBreakdown({ quoteId, planId, payFrequency }: { quoteId: string; planId: string; payFrequency: number }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [q, setQ] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(q.trim()), 300);
    return () => clearTimeout(t);
  }, [q]);
  useEffect(() => setPage(0), [debounced, planId]);
  const rows = useQuery(breakdownQuery(quoteId, { plan_id: planId, page: page + 1, per_page: perPage, q: debounced || undefined }));

  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ px: 2, pb: 1, alignItems: 'center' }}>
        <TextField
          label="Search employees"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ width: 260 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary" data-testid="breakdown-total">
          {rows.data ? `${rows.data.total} ${rows.data.total === 1 ? 'employee' : 'employees'}` : ''}
        </Typography>
      </Stack>
      <Box sx={{ height: 4 }}>{rows.isFetching && !rows.isPending ? <LinearProgress /> : null}</Box>
      {rows.error ? (
        <Box sx={{ px: 2 }}>
          <LoadError error={rows.error} retry={() => void rows.refetch()} what="the breakdown" />
        </Box>
      ) : rows.isPending ? (
        <Box sx={{ px: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : rows.data.data.length === 0 ? (
        <EmptyState title={debounced ? `No employee matches “${debounced}”` : 'No employees in this quote'} />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label="Per-employee breakdown" data-testid="breakdown">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell sx={th}>Employee</TableCell>
                  <TableCell sx={th}>Class</TableCell>
                  <TableCell sx={th}>Tier</TableCell>
                  <TableCell sx={th} align="right">
                    Members
                  </TableCell>
                  <TableCell sx={th} align="right">
                    Premium / mo
                  </TableCell>
                  <TableCell sx={th} align="right">
                    Employer / mo
                  </TableCell>
                  <TableCell sx={th} align="right">
                    Employee / mo
                  </TableCell>
                  <TableCell sx={th} align="right">
                    Per paycheck
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.data.data.map((r) => (
                  <EmployeeRow key={r.employee_key} row={r} payFrequency={payFrequency} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager page={page} perPage={perPage} total={rows.data.total} onPage={setPage} onPerPage={(n) => { setPerPage(n); setPage(0); }} />
        </>
      )}
    </Box>
  );
}
