import AddIcon from '@mui/icons-material/Add';
import InsightsIcon from '@mui/icons-material/Insights';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { premiumRange } from './format';
import { QuoteStatusChip } from '../ui/chips/plans';
import { Pager } from '../ui/Pager';
import { formatDate, formatDateTime } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { numSx } from '../ui/table';
import { codeOptions, lineLabel, QUOTE_STATUS_LABELS } from '../ui/vocab';
import { quotesQuery } from './queries';

const COLUMNS: { key: string; label: string; sort?: string; align?: 'right' }[] = [
  { key: 'name', label: 'Quote', sort: 'name' },
  { key: 'status', label: 'Status', sort: 'status' },
  { key: 'plans', label: 'Plans', align: 'right' },
  { key: 'premium', label: 'Monthly premium (lowest – highest)', align: 'right' },
  { key: 'census', label: 'Census' },
  { key: 'effective', label: 'Effective', sort: 'effective_date' },
  { key: 'created', label: 'Created', sort: 'created_at' },
];

/** `/dashboard/groups/{id}/quote`: the group's quotes. */
export default function QuoteList() {
  const group = useGroup();
  const me = useMe();
  usePageTitle(`Quotes · ${group.name}`);
  const navigate = useNavigate();
  const writable = can(me, 'quotes', 'write');
  const base = `/dashboard/groups/${group.id}/quote`;
  const [search, set] = useSearchUpdate();
  const status = search.get('status') ?? '';
  const sort = search.get('sort') ?? 'created_at';
  const order = (search.get('order') ?? (sort === 'created_at' ? 'desc' : 'asc')) as 'asc' | 'desc';
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1);
  const perPage = Number(search.get('per_page') ?? '25');
  const quotes = useQuery(quotesQuery(group.id, { status: status || undefined, sort, order, page: page + 1, per_page: perPage }));
  const sortBy = (key: string) => set({ sort: key, order: sort === key && order === 'asc' ? 'desc' : 'asc' });

  const newQuote = writable ? (
    <Button component={RouterLink} to={`${base}/new`} variant="contained" startIcon={<AddIcon />} data-testid="new-quote">
      New quote
    </Button>
  ) : null;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Quotes
        </Typography>
        <Button component={RouterLink} to={`${base}/market-analysis`} variant="outlined" startIcon={<InsightsIcon />} data-testid="market-analysis-link">
          Market analysis
        </Button>
        {newQuote}
      </Stack>
      <Card>
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            onChange={(_, v: string | null) => set({ status: v ?? '' })}
            aria-label="Filter by status"
            data-testid="status-filter"
          >
            <ToggleButton value="" sx={{ px: 1.5 }}>
              All
            </ToggleButton>
            {codeOptions(QUOTE_STATUS_LABELS).map(([k, label]) => (
              <ToggleButton key={k} value={k} sx={{ px: 1.5 }}>
                {label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2" color="text.secondary" data-testid="quotes-total">
            {quotes.data ? `${quotes.data.total} ${quotes.data.total === 1 ? 'quote' : 'quotes'}` : ''}
          </Typography>
        </Stack>
        <Box sx={{ height: 4 }}>{quotes.isFetching && !quotes.isPending ? <LinearProgress /> : null}</Box>
        {quotes.error ? (
          <Box sx={{ p: 2 }}>
            <LoadError error={quotes.error} retry={() => void quotes.refetch()} what="the quotes" />
          </Box>
        ) : quotes.isPending ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Box>
        ) : quotes.data.total === 0 ? (
          status ? (
            <EmptyState title={`No ${status} quotes`} action={<Button onClick={() => set({ status: '' })}>Show every quote</Button>}>
              None of this group’s quotes is {status} right now.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<RequestQuoteIcon />}
              title="No quotes for this group yet"
              action={
                writable ? (
                  <Button component={RouterLink} to={`${base}/new`} variant="contained" startIcon={<AddIcon />}>
                    Create the first quote
                  </Button>
                ) : undefined
              }
            >
              A quote rates the group’s census against up to 50 plans of the catalogue on an effective date, with the employer’s contribution.
              {group.headcount === 0 ? ' Import a census first: there is no one on the roster to rate.' : ''}
            </EmptyState>
          )
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label="Quotes" data-testid="quotes-table">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.key} align={c.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {c.sort ? (
                          <TableSortLabel active={sort === c.sort} direction={sort === c.sort ? order : 'asc'} onClick={() => sortBy(c.sort!)}>
                            {c.label}
                          </TableSortLabel>
                        ) : (
                          c.label
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {quotes.data.data.map((q) => (
                    <TableRow key={q.id} hover data-testid="quote-row" sx={{ cursor: 'pointer' }} onClick={() => navigate(`${base}/${q.id}`)}>
                      <TableCell>
                        <Link component={RouterLink} to={`${base}/${q.id}`} underline="hover" sx={{ fontWeight: 600 }} onClick={(e) => e.stopPropagation()}>
                          {q.name}
                        </Link>
                        <Stack direction="row" spacing={0.5} sx={{ mt: 0.25 }}>
                          <Typography variant="caption" color="text.secondary">
                            #{q.number} ·
                          </Typography>
                          {q.lines.map((l) => (
                            <Chip key={l} label={lineLabel(l)} size="small" variant="outlined" sx={{ height: 18, fontSize: 11 }} />
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <QuoteStatusChip status={q.status} />
                      </TableCell>
                      <TableCell align="right" sx={numSx} data-testid="quote-plan-count">
                        {q.plan_count}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {premiumRange(q.lowest_premium_cents, q.highest_premium_cents)}
                      </TableCell>
                      <TableCell>
                        {q.census_label}
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {q.employees} employees · {q.rating_area}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(q.effective_date)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {q.created_by_name ?? '—'}
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {formatDateTime(q.created_at)}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Pager page={page} perPage={perPage} total={quotes.data.total} onPage={(p) => set({ page: String(p + 1) }, false)} onPerPage={(n) => set({ per_page: String(n) })} />
          </>
        )}
      </Card>
    </Stack>
  );
}
