import Typography from '@mui/material/Typography';
import { DataTable, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import type { ClientError } from '../api';
import { ListActions } from '../layout/ListActions';
import { KindField } from './KindField';
import { choicesOf, ERROR_KIND_LABELS } from '../vocab';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search message or URL" />,
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    emptyText="Client and server"
    choices={choicesOf(ERROR_KIND_LABELS)}
  />,
];

function Message({ record }: { record: ClientError }) {
  return (
    <Typography variant="body2" sx={{ maxWidth: 480, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={record.message}>
      {record.message}
    </Typography>
  );
}

/** Errors the portal reported (operators: all; owners and admins: their agency's). */
export function ClientErrorList() {
  return (
    <List title="Client errors" filters={filters} actions={<ListActions />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <DataTable<ClientError> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at" label="When" render={(r) => <DateField record={r} source="created_at" showTime />} />
        <DataTable.Col source="kind" field={KindField} />
        <DataTable.Col source="message" disableSort render={(r) => <Message record={r as ClientError} />} />
        <DataTable.Col source="url" label="Page" />
        <DataTable.Col source="user_email" label="User" disableSort />
        <DataTable.Col source="digest" disableSort>
          <TextField source="digest" sx={{ fontFamily: 'monospace', fontSize: 12 }} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
