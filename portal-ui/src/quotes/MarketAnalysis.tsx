import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { sortRows } from './format';
import { MarketCharts } from './MarketCharts';
import { marketCsv } from './marketCsv';
import { MarketFilters, NO_MARKET_FILTER, type MarketFilter } from './MarketFilters';
import { MarketStats } from './MarketStats';
import { MarketTable } from './MarketTable';
import { downloadCsv } from '../ui/download';
import { EmptyState, LoadError } from '../ui/states';
import { useSort } from '../ui/table';
import { lineLabel } from '../ui/vocab';
import { marketQuery, quotesQuery, type MarketPlan } from './queries';

const VALUES: Record<string, (p: MarketPlan) => string | number | undefined> = {
  plan: (p) => p.plan.name,
  carrier: (p) => p.plan.carrier_name,
  metal: (p) => ['bronze', 'silver', 'gold', 'platinum'].indexOf(p.plan.metal_level ?? ''),
  network: (p) => p.plan.network_type,
  hsa: (p) => (p.plan.hsa_eligible ? 1 : 0),
  monthly: (p) => p.monthly_premium_cents,
  annual: (p) => p.annual_premium_cents,
  deductible: (p) => p.plan.deductible_individual_cents,
  oop: (p) => p.plan.oop_max_individual_cents,
  pcp: (p) => p.plan.copay_pcp_cents,
  specialist: (p) => p.plan.copay_specialist_cents,
  er: (p) => p.plan.copay_er_cents,
  urgent: (p) => p.plan.copay_urgent_care_cents,
  rx: (p) => p.plan.copay_generic_rx_cents,
  change: (p) => p.change_vs_current_cents,
};

/** `/dashboard/groups/{id}/quote/market-analysis`: every quoted plan side by side, against the current premium. */
export default function MarketAnalysis() {
  const group = useGroup();
  const me = useMe();
  usePageTitle(`Market analysis · ${group.name}`);
  const base = `/dashboard/groups/${group.id}/quote`;
  const writable = can(me, 'quotes', 'write');
  const [line, setLine] = useState('medical');
  const [filter, setFilter] = useState<MarketFilter>(NO_MARKET_FILTER);
  const { sort, toggle } = useSort({ by: 'monthly', order: 'asc' });
  const market = useQuery(marketQuery(group.id, line));
  const anyQuote = useQuery(quotesQuery(group.id, { per_page: 1 }));

  const all = useMemo(() => market.data?.plans ?? [], [market.data]);
  const rows = useMemo(
    () =>
      sortRows(
        all.filter(
          (p) =>
            (!filter.carrier || p.plan.carrier_name === filter.carrier) &&
            (!filter.metal || p.plan.metal_level === filter.metal) &&
            (!filter.network || p.plan.network_type === filter.network) &&
            (!filter.hsa || (filter.hsa === 'yes') === p.plan.hsa_eligible),
        ),
        VALUES[sort.by] ?? VALUES.monthly,
        sort.order,
      ),
    [all, filter, sort],
  );
  const current = line === 'medical' ? (market.data?.current_monthly_premium_cents ?? null) : null;
  const medical = line === 'medical';

  const exportCsv = () => downloadCsv(`market-analysis-${group.name.replace(/[^\w-]+/g, '-').toLowerCase()}-${line}.csv`, marketCsv(rows));

  const header = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        Market analysis
      </Typography>
      <Button component={RouterLink} to={base} startIcon={<ArrowBackIcon />}>
        Quotes
      </Button>
      {all.length ? (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={!rows.length} data-testid="export-csv">
          Export CSV
        </Button>
      ) : null}
    </Stack>
  );

  if (market.error) {
    return (
      <Stack spacing={1.5}>
        {header}
        <LoadError error={market.error} retry={() => void market.refetch()} what="the market analysis" />
      </Stack>
    );
  }

  if (anyQuote.data && anyQuote.data.total === 0) {
    return (
      <Stack spacing={1.5}>
        {header}
        <Card data-testid="market-empty">
          <EmptyState
            icon={<InsightsIcon />}
            title="Nothing quoted yet"
            action={
              writable ? (
                <Button component={RouterLink} to={`${base}/new`} variant="contained" startIcon={<AddIcon />}>
                  New quote
                </Button>
              ) : undefined
            }
          >
            The market analysis puts every plan quoted for {group.name} side by side — premiums, deductibles, copays and networks — against what the group pays today. Create a quote to start.
          </EmptyState>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} data-testid="market-analysis">
      {header}
      <MarketFilters
        line={line}
        onLine={(v) => {
          setLine(v);
          setFilter(NO_MARKET_FILTER);
        }}
        filter={filter}
        onFilter={setFilter}
        plans={all}
        count={market.data ? `${rows.length} of ${all.length} ${lineLabel(line).toLowerCase()} plans` : ''}
      />

      {market.isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={100} />
          <Skeleton variant="rounded" height={360} />
        </Stack>
      ) : all.length === 0 ? (
        <Card>
          <EmptyState icon={<InsightsIcon />} title={`No ${lineLabel(line).toLowerCase()} plans quoted yet`} action={writable ? <Button component={RouterLink} to={`${base}/new`} variant="outlined" startIcon={<AddIcon />}>New quote</Button> : undefined}>
            Quote {lineLabel(line).toLowerCase()} plans to compare them here.
          </EmptyState>
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState title="No plan matches these filters" action={<Button onClick={() => setFilter(NO_MARKET_FILTER)}>Clear filters</Button>} />
        </Card>
      ) : (
        <>
          <MarketStats rows={rows} medical={medical} current={current} currentCarrier={market.data?.current_carrier} />
          <MarketCharts rows={rows} current={current} currentCarrier={market.data?.current_carrier} />
          <MarketTable rows={rows} line={line} quotesPath={base} sort={sort} onSort={toggle} current={current} currentCarrier={market.data?.current_carrier} />
        </>
      )}
    </Stack>
  );
}
