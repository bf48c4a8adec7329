import { Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { Plan } from '../api';
import { PlanForm } from '../plans/PlanForm';
import { toPlanInput } from '../plans/planInput';

function Title() {
  const record = useRecordContext<Plan>();
  return <>{record ? `Edit ${record.name}` : 'Agency plan'}</>;
}

/** An agency plan's benefits; quotes already made keep what they were rated with. */
export function AgencyPlanEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" redirect="show" transform={(d: Record<string, unknown>) => toPlanInput(d)}>
      <PlanForm edit toolbar={<Toolbar><SaveButton /></Toolbar>} />
    </Edit>
  );
}
