import Box from '@mui/material/Box';
import { DataTable, List, SearchInput } from 'react-admin';
import type { Plan } from '../api';
import { WithSwatch } from '../carriers/Swatch';
import { ListActions } from '../layout/ListActions';
import { money } from '../plans/format';
import { lineLabel } from '../vocab';
import { MetalChip } from '../plans/MetalChip';
import { PlanStatusField } from '../plans/PlanStatus';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search plan name or id" sx={{ width: 260 }} />];

const Sub = ({ children }: { children: React.ReactNode }) => (
  <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      No plans of your agency's own yet. Add one (a local carrier's plan, a level-funded arrangement), then import its rates: your brokers quote it beside the
      catalogue's plans.
      <Box sx={{ mt: 2 }}>
        <ListActions create="New agency plan" />
      </Box>
    </Box>
  );
}

/** The agency's own plans, by name (the API's order); the catalogue's plans are not here. */
export function AgencyPlanList() {
  return (
    <List title="Agency plans" filters={filters} actions={<ListActions create="New agency plan" />} empty={<Empty />} perPage={25}>
      <DataTable<Plan> rowClick="show" bulkActionButtons={false} size="small">
        <DataTable.Col
          source="name"
          label="Plan"
          disableSort
          sx={{ minWidth: 240 }}
          render={(p) => (
            <>
              {p.name}
              <Sub>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {p.id}
                </Box>
              </Sub>
            </>
          )}
        />
        <DataTable.Col source="carrier_name" label="Carrier" disableSort sx={{ whiteSpace: 'nowrap' }} render={(p) => <WithSwatch color={p.carrier_color}>{p.carrier_name}</WithSwatch>} />
        <DataTable.Col source="line" disableSort render={(p) => lineLabel(p.line)} />
        <DataTable.Col source="metal_level" label="Metal" disableSort render={(p) => <MetalChip metal={p.metal_level} />} />
        <DataTable.Col source="network_type" label="Network" disableSort />
        <DataTable.Col
          source="deductible_individual_cents"
          label="Deductible"
          align="right"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(p) => (
            <>
              {money(p.deductible_individual_cents)}
              <Sub>{money(p.deductible_family_cents)} family</Sub>
            </>
          )}
        />
        <DataTable.Col
          source="oop_max_individual_cents"
          label="OOP max"
          align="right"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(p) => (
            <>
              {money(p.oop_max_individual_cents)}
              <Sub>{money(p.oop_max_family_cents)} family</Sub>
            </>
          )}
        />
        <DataTable.Col source="active" label="Status" disableSort field={PlanStatusField} />
      </DataTable>
    </List>
  );
}
