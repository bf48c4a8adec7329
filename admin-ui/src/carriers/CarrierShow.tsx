import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  CreateButton,
  DataTable,
  EditButton,
  Labeled,
  Pagination,
  ReferenceManyField,
  Show,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { Carrier, Plan } from '../api';
import { money } from '../plans/format';
import { lineLabel, MID_MONTH_BILLING_RULES } from '../vocab';
import { MetalChip } from '../plans/MetalChip';
import { contributionRule, midMonthRule, participationRule } from './rules';
import { Mono, Swatch } from './Swatch';

function CarrierTitle() {
  const record = useRecordContext<Carrier>();
  return <>{record ? record.name : 'Carrier'}</>;
}

function Actions() {
  const record = useRecordContext<Carrier>();
  return (
    <TopToolbar>
      {record ? <CreateButton resource="plans" label="Add plan" state={{ record: { carrier_id: record.id, state: 'CO', line: 'medical' } }} /> : null}
      <EditButton label="Edit carrier" />
    </TopToolbar>
  );
}

function Summary() {
  const c = useRecordContext<Carrier>();
  if (!c) return null;
  const item = (label: string, value: React.ReactNode) => (
    <Labeled label={label}>
      <Box component="span" sx={{ fontSize: 15 }}>
        {value}
      </Box>
    </Labeled>
  );
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Swatch color={c.color} size={20} />
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {c.name}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, auto)' }, justifyContent: 'start', columnGap: 5, rowGap: 1 }}>
        {item('HIOS issuer id', <Box component="span" sx={{ fontFamily: 'monospace' }}>{c.hios_issuer_id}</Box>)}
        {item('Min. employer contribution', contributionRule(c))}
        {item('Min. participation', participationRule(c))}
        {item('Mid-month billing', midMonthRule(c))}
        {item('Colour', <Box component="span" sx={{ fontFamily: 'monospace' }}>{c.color}</Box>)}
        {item('Active plans', c.plans)}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="mid-month-rule">
        {MID_MONTH_BILLING_RULES[c.mid_month_billing]}.
      </Typography>
    </Box>
  );
}

const NoPlans = () => (
  <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
    No active plan yet. Add one, then load its rates with the rates import.
  </Typography>
);

/** A carrier with its rules and its active plans. */
export function CarrierShow() {
  return (
    <Show title={<CarrierTitle />} actions={<Actions />}>
      <Summary />
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        Plans
      </Typography>
      <ReferenceManyField reference="plans" target="carrier_id" perPage={25} sort={{ field: 'name', order: 'ASC' }} pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />} empty={<NoPlans />}>
        <DataTable<Plan> rowClick="show" bulkActionButtons={false} size="small">
          <DataTable.Col source="name" label="Plan" />
          <DataTable.Col source="id" label="HIOS plan id" disableSort render={(p) => <Mono>{p.id}</Mono>} />
          <DataTable.Col source="line" disableSort render={(p) => lineLabel(p.line)} />
          <DataTable.Col source="metal_level" label="Metal" render={(p) => <MetalChip metal={p.metal_level} />} />
          <DataTable.Col source="network_type" label="Network" disableSort />
          <DataTable.Col source="deductible_individual_cents" label="Deductible" align="right" render={(p) => money(p.deductible_individual_cents)} />
          <DataTable.Col source="oop_max_individual_cents" label="OOP max" align="right" render={(p) => money(p.oop_max_individual_cents)} />
        </DataTable>
      </ReferenceManyField>
    </Show>
  );
}
