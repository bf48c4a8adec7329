import { Create } from 'react-admin';
import { PLAN_DEFAULTS } from '../plans/PlanCreate';
import { PlanForm } from '../plans/PlanForm';
import { toPlanInput } from '../plans/planInput';

/**
 * A plan of the agency's own, with a carrier of the catalogue: its id starts with that
 * carrier's issuer id (the server checks it). Its rates come afterwards by the agency's import.
 */
export function AgencyPlanCreate() {
  return (
    <Create title="New agency plan" redirect="show" transform={(d: Record<string, unknown>) => toPlanInput(d)}>
      <PlanForm defaultValues={PLAN_DEFAULTS} />
    </Create>
  );
}
