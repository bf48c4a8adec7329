import { Create } from 'react-admin';
import { CarrierForm } from './CarrierForm';
import { DEFAULT_COLOR, toCarrierInput } from './rules';

const DEFAULTS = { min_contribution_pct: 50, min_contribution_basis: 'employee_only', min_participation_pct: 70, mid_month_billing: 'full_month', color: DEFAULT_COLOR };

export function CarrierCreate() {
  return (
    <Create title="New carrier" redirect="show" transform={(d: Record<string, unknown>) => toCarrierInput(d)}>
      <CarrierForm defaultValues={DEFAULTS} />
    </Create>
  );
}
