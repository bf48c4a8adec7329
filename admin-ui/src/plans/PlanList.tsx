import Box from '@mui/material/Box';
import {
  BooleanInput,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import type { Plan } from '../api';
import { WithSwatch } from '../carriers/Swatch';
import { ListActions } from '../layout/ListActions';
import { money, STATE_CHOICES } from './format';
import { LINE_CHOICES, lineLabel, METAL_CHOICES, NETWORK_CHOICES } from '../vocab';
import { MetalChip } from './MetalChip';
import { PlanStatusChip } from './PlanStatus';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search plan, carrier or id" sx={{ width: 240 }} />,
  <ReferenceInput key="carrier_id" source="carrier_id" reference="carriers" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="Carrier" optionText="name" emptyText="All carriers" sx={{ width: 220 }} />
  </ReferenceInput>,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn emptyText="All states" sx={{ width: 150 }} />,
  <SelectInput key="line" source="line" choices={LINE_CHOICES} alwaysOn emptyText="All lines" sx={{ width: 130 }} />,
  <SelectInput key="metal_level" source="metal_level" label="Metal" choices={METAL_CHOICES} alwaysOn emptyText="Any metal" sx={{ width: 130 }} />,
  <SelectInput key="network_type" source="network_type" label="Network" choices={NETWORK_CHOICES} alwaysOn emptyText="Any network" sx={{ width: 140 }} />,
  <NullableBooleanInput key="hsa" source="hsa" label="HSA eligible" alwaysOn nullLabel="Any" trueLabel="HSA eligible" falseLabel="Not HSA" sx={{ width: 150 }} />,
  // Withdrawn plans leave the catalogue; the operator lists them too on asking.
  <BooleanInput key="include_inactive" source="include_inactive" label="Show withdrawn" alwaysOn sx={{ alignSelf: 'center', mb: 0.5 }} />,
];

const Sub = ({ children }: { children: React.ReactNode }) => (
  <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

/** The catalogue's plans (active ones, withdrawn ones too on asking), filtered on the server. */
export function PlanList() {
  return (
    <List title="Plans" filters={filters} actions={<ListActions create="New plan" />} sort={{ field: 'carrier_name', order: 'ASC' }} perPage={25}>
      <DataTable<Plan> rowClick="show" bulkActionButtons={false} size="small">
        <DataTable.Col
          source="name"
          label="Plan"
          sx={{ minWidth: 200 }}
          render={(p) => (
            <>
              {p.name}
              {p.active === false && (
                <Box component="span" sx={{ ml: 1 }}>
                  <PlanStatusChip active={false} />
                </Box>
              )}
              <Sub>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {p.id}
                </Box>
              </Sub>
            </>
          )}
        />
        <DataTable.Col source="carrier_name" label="Carrier" sx={{ whiteSpace: 'nowrap' }} render={(p) => <WithSwatch color={p.carrier_color}>{p.carrier_name}</WithSwatch>} />
        <DataTable.Col source="state" label="State" disableSort />
        <DataTable.Col
          source="metal_level"
          label="Line · metal"
          render={(p) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
              {lineLabel(p.line)}
              {p.metal_level && <MetalChip metal={p.metal_level} />}
            </Box>
          )}
        />
        <DataTable.Col
          source="network_type"
          label="Network"
          disableSort
          render={(p) => (
            <>
              {p.network_type}
              {p.hsa_eligible && <Sub>HSA eligible</Sub>}
            </>
          )}
        />
        <DataTable.Col
          source="deductible_individual_cents"
          label="Deductible"
          align="right"
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
          sx={{ whiteSpace: 'nowrap' }}
          render={(p) => (
            <>
              {money(p.oop_max_individual_cents)}
              <Sub>{money(p.oop_max_family_cents)} family</Sub>
            </>
          )}
        />
        <DataTable.Col source="coinsurance_pct" label="Coins." align="right" disableSort render={(p) => `${p.coinsurance_pct}%`} />
      </DataTable>
    </List>
  );
}
