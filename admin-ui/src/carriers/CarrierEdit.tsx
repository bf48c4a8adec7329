import { Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { Carrier } from '../api';
import { CarrierForm } from './CarrierForm';
import { toCarrierInput } from './rules';

function CarrierTitle() {
  const record = useRecordContext<Carrier>();
  return <>{record ? `Edit ${record.name}` : 'Carrier'}</>;
}

/** Name, rules and colour; quotes already made keep the rules they were checked with. */
export function CarrierEdit() {
  return (
    <Edit title={<CarrierTitle />} mutationMode="pessimistic" redirect="show" transform={(d: Record<string, unknown>) => toCarrierInput(d)}>
      <CarrierForm edit toolbar={<Toolbar><SaveButton /></Toolbar>} />
    </Edit>
  );
}
