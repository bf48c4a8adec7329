import { Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useGetList, useRecordContext } from 'react-admin';
import type { Member, RoleDef } from '../api';
import { MEMBER_STATUS_CHANGES } from '../vocab';

function MemberTitle() {
  const record = useRecordContext<Member>();
  return <>{record ? `Edit ${record.name}` : 'Member'}</>;
}

/** Role and status of a member; the server keeps the last owner and owner-only changes safe. */
export function MemberEdit() {
  const { data: roles, isPending } = useGetList<RoleDef>('roles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'label', order: 'ASC' } });
  return (
    <Edit title={<MemberTitle />} mutationMode="pessimistic" transform={(d: Member) => ({ role: d.role, status: d.status })}>
      <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <TextInput source="name" disabled />
        <TextInput source="email" disabled />
        <SelectInput source="role" choices={(roles ?? []).map((r) => ({ id: r.name, name: r.label }))} isPending={isPending} optionText="name" />
        <SelectInput source="status" choices={MEMBER_STATUS_CHANGES} />
      </SimpleForm>
    </Edit>
  );
}
