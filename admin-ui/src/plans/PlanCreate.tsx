import { Create } from 'react-admin';
import { PlanForm } from './PlanForm';
import { toPlanInput } from './planInput';

export const PLAN_DEFAULTS = { state: 'CO', line: 'medical', hsa_eligible: false, coinsurance_pct: 20 };

/** A new plan; its rates come afterwards by the rates import. */
export function PlanCreate() {
  return (
    <Create title="New plan" redirect="show" transform={(d: Record<string, unknown>) => toPlanInput(d)}>
      <PlanForm defaultValues={PLAN_DEFAULTS} />
    </Create>
  );
}
