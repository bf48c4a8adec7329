/** Quoting: the group's quotes, newest first, with the one its approved plan design was built from marked. */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { designsQuery } from '../plan-design/queries';
import { premiumRange } from '../quotes/format';
import { quotesQuery } from '../quotes/queries';
import { QuoteStatusChip } from '../ui/chips/plans';
import { formatDate } from '../ui/dates';
import { numSx } from '../ui/table';
import { lineLabel } from '../ui/vocab';
import { approvedDesign, type StageSpan } from './dossier';
import { Loaded, Nothing } from './Loaded';
import { GoTo, StageSection } from './StageSection';

const SHOWN = 10;

export function QuotesSection({ groupId, span }: { groupId: string; span?: StageSpan }) {
  const base = `/dashboard/groups/${groupId}/quote`;
  const quotes = useQuery(quotesQuery(groupId, { per_page: SHOWN }));
  const chosen = useQuery({ ...designsQuery(groupId), enabled: can(useMe(), 'plan_designs', 'read'), select: (page) => approvedDesign(page.data)?.source_quote_id });
  const links = (
    <>
      <GoTo to={`${base}/market-analysis`}>Go to market analysis</GoTo>
      <GoTo to={base}>Go to quotes</GoTo>
    </>
  );
  return (
    <StageSection stage="quoting" title="Quotes" span={span} links={links}>
      <Loaded query={quotes} what="the quotes" isEmpty={(p) => p.total === 0} empty={<Nothing title="No quotes yet">A quote rates the census against the carriers’ plans.</Nothing>}>
        {(page) => (
          <>
            <Table size="small" aria-label="Quotes">
              <TableHead>
                <TableRow>
                  <TableCell>Quote</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Created</TableCell>
                  <TableCell align="right">Plans</TableCell>
                  <TableCell align="right">Monthly premium (lowest – highest)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.data.map((q) => (
                  <TableRow key={q.id} selected={q.id === chosen.data} data-testid="dossier-quote" data-chosen={q.id === chosen.data}>
                    <TableCell>
                      <Link component={RouterLink} to={`${base}/${q.id}`} underline="hover" sx={{ fontWeight: 600 }}>
                        {q.name}
                      </Link>
                      {q.id === chosen.data ? <Chip size="small" color="success" label="Chosen" sx={{ ml: 1 }} data-testid="chosen-quote" /> : null}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        #{q.number} · {q.lines.map(lineLabel).join(', ')} · effective {formatDate(q.effective_date)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <QuoteStatusChip status={q.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(q.created_at.slice(0, 10))}</TableCell>
                    <TableCell align="right" sx={numSx}>
                      {q.plan_count}
                    </TableCell>
                    <TableCell align="right" sx={numSx}>
                      {premiumRange(q.lowest_premium_cents, q.highest_premium_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {page.total > page.data.length ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                The {SHOWN} newest of {page.total} quotes; every quote is on the quotes tab.
              </Typography>
            ) : null}
          </>
        )}
      </Loaded>
    </StageSection>
  );
}
