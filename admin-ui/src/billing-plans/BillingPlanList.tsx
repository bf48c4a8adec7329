import Box from '@mui/material/Box';
import { DataTable, List } from 'react-admin';
import type { CataloguePlan } from '../api';
import { Mono } from '../carriers/Swatch';
import { ListActions } from '../layout/ListActions';
import { OfferedChip, StripePriceChip } from './BillingPlanChips';
import { limitLabel, price } from './rules';

/** The subscription plans agencies buy, in their order on the landing page (platform operators). */
export function BillingPlanList() {
  return (
    <List title="Billing plans" actions={<ListActions />} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <DataTable<CataloguePlan> rowClick="show" bulkActionButtons={false} size="small">
        <DataTable.Col
          source="name"
          label="Plan"
          render={(p) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {p.name}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                <Mono>{p.id}</Mono>
              </Box>
            </>
          )}
        />
        <DataTable.Col source="monthly_cents" label="Monthly" align="right" render={(p) => price(p.monthly_cents)} />
        <DataTable.Col source="yearly_cents" label="Yearly" align="right" render={(p) => price(p.yearly_cents)} />
        <DataTable.Col source="max_groups" label="Employer groups" align="right" disableSort render={(p) => limitLabel(p.max_groups)} />
        <DataTable.Col source="max_employees" label="Employees" align="right" disableSort render={(p) => limitLabel(p.max_employees)} />
        <DataTable.Col source="max_seats" label="Team seats" align="right" disableSort render={(p) => limitLabel(p.max_seats)} />
        <DataTable.Col
          source="stripe_monthly_price"
          label="Stripe prices"
          disableSort
          render={(p) => (
            <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
              <StripePriceChip interval="Monthly" priceId={p.stripe_monthly_price} />
              <StripePriceChip interval="Yearly" priceId={p.stripe_yearly_price} />
            </Box>
          )}
        />
        <DataTable.Col source="active" label="Status" render={(p) => <OfferedChip active={p.active} />} />
      </DataTable>
    </List>
  );
}
