import { DataTable, DateField, List, SearchInput } from 'react-admin';
import { ListActions } from '../layout/ListActions';
import type { Agency } from '../api';
import { StatusField } from './StatusField';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name or subdomain" />];

/** Every agency on the platform (platform operators). */
export function AgencyList() {
  return (
    <List title="Agencies" filters={filters} actions={<ListActions create="New agency" />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <DataTable<Agency> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="slug" label="Subdomain" />
        <DataTable.Col source="status" field={StatusField} />
        <DataTable.NumberCol source="member_count" label="Members" />
        <DataTable.Col source="created_at" label="Created" field={DateField} />
      </DataTable>
    </List>
  );
}
