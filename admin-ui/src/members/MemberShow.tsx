import { DateField, EditButton, EmailField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { Member } from '../api';
import { RoleField } from './RoleField';

function MemberTitle() {
  const record = useRecordContext<Member>();
  return <>{record ? record.name : 'Member'}</>;
}

function Scope() {
  const record = useRecordContext<Member>();
  if (!record?.group_id && !record?.employee_id) return null;
  return (
    <>
      {record.group_id ? (
        <Labeled label="Employer group">
          <TextField source="group_id" />
        </Labeled>
      ) : null}
      {record.employee_id ? (
        <Labeled label="Employee record">
          <TextField source="employee_id" />
        </Labeled>
      ) : null}
    </>
  );
}

export function MemberShow() {
  return (
    <Show title={<MemberTitle />} actions={<TopToolbar><EditButton label="Change role or status" /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <RoleField label="Role" />
        <TextField source="status" sx={{ textTransform: 'capitalize' }} />
        <DateField source="created_at" label="Member since" showTime />
        <DateField source="last_seen_at" label="Last seen" showTime emptyText="Never" />
        <Scope />
        <TextField source="user_id" label="User id" />
        <TextField source="id" label="Membership id" />
      </SimpleShowLayout>
    </Show>
  );
}
