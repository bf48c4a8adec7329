import { DataTable, DateField, List, SearchInput, SelectInput, useGetList } from 'react-admin';
import type { Member, RoleDef } from '../api';
import { ListActions } from '../layout/ListActions';
import { codeLabel, MEMBER_STATUS_CHOICES, MEMBER_STATUS_LABELS, ROLE_CHOICES } from '../vocab';
import { RoleField } from './RoleField';

/** Role choices: the agency's roles (built-in and its own), the built-in ones while they load. */
function useRoleChoices() {
  const { data } = useGetList<RoleDef>('roles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'label', order: 'ASC' } });
  return data ? data.map((r) => ({ id: r.name, name: r.label })) : ROLE_CHOICES;
}

/** The agency's people and their membership. */
export function MemberList() {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name or email" />,
    <SelectInput key="role" source="role" choices={useRoleChoices()} alwaysOn emptyText="All roles" />,
    <SelectInput key="status" source="status" choices={MEMBER_STATUS_CHOICES} alwaysOn emptyText="Any status" />,
  ];
  return (
    <List title="Members" filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <DataTable<Member> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role" field={RoleField} />
        <DataTable.Col source="status" render={(r) => codeLabel(MEMBER_STATUS_LABELS, r.status)} />
        <DataTable.Col source="last_seen_at" label="Last seen" render={(r) => (r.last_seen_at ? <DateField record={r} source="last_seen_at" showTime /> : 'Never')} />
        <DataTable.Col source="created_at" label="Member since" field={DateField} />
      </DataTable>
    </List>
  );
}
