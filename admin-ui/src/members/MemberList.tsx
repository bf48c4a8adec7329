import { DataTable, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import type { Member } from '../api';
import { ListActions } from '../layout/ListActions';
import { ROLE_CHOICES } from '../roles';
import { RoleField } from './RoleField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or email" />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn emptyText="All roles" />,
];

/** The agency's people and their membership. */
export function MemberList() {
  return (
    <List title="Members" filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <DataTable<Member> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role" field={RoleField} />
        <DataTable.Col source="status">
          <TextField source="status" sx={{ textTransform: 'capitalize' }} />
        </DataTable.Col>
        <DataTable.Col source="last_seen_at" label="Last seen" render={(r) => (r.last_seen_at ? <DateField record={r} source="last_seen_at" showTime /> : 'Never')} />
        <DataTable.Col source="created_at" label="Member since" field={DateField} />
      </DataTable>
    </List>
  );
}
