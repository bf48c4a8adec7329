import { DataTable, List, SearchInput } from 'react-admin';
import type { Carrier } from '../api';
import { ListActions } from '../layout/ListActions';
import { contributionRule, midMonthRule, participationRule } from './rules';
import { Mono, WithSwatch } from './Swatch';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name or issuer id" />];

/** The carriers of the catalogue with their small-group rules (platform operators). */
export function CarrierList() {
  return (
    <List title="Carriers" filters={filters} actions={<ListActions create="New carrier" />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <DataTable<Carrier> rowClick="show" bulkActionButtons={false} size="small">
        <DataTable.Col source="name" render={(c) => <WithSwatch color={c.color}>{c.name}</WithSwatch>} />
        <DataTable.Col source="hios_issuer_id" label="HIOS issuer id" render={(c) => <Mono>{c.hios_issuer_id}</Mono>} />
        <DataTable.Col source="min_contribution_pct" label="Min. employer contribution" render={contributionRule} />
        <DataTable.Col source="min_participation_pct" label="Min. participation" render={participationRule} />
        <DataTable.Col source="mid_month_billing" label="Mid-month billing" render={midMonthRule} />
        <DataTable.NumberCol source="plans" label="Active plans" />
      </DataTable>
    </List>
  );
}
