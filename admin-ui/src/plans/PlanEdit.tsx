import { Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { Plan } from '../api';
import { PlanForm } from './PlanForm';
import { toPlanInput } from './planInput';

function PlanTitle() {
  const record = useRecordContext<Plan>();
  return <>{record ? `Edit ${record.name}` : 'Plan'}</>;
}

/** A plan's benefits; quotes already made keep what they were rated with. */
export function PlanEdit() {
  return (
    <Edit title={<PlanTitle />} mutationMode="pessimistic" redirect="show" transform={(d: Record<string, unknown>) => toPlanInput(d)}>
      <PlanForm edit toolbar={<Toolbar><SaveButton /></Toolbar>} />
    </Edit>
  );
}
