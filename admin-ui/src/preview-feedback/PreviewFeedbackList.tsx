import Box from '@mui/material/Box';
import { DataTable, DateField, List, SearchInput, SelectInput, usePermissions } from 'react-admin';
import type { PreviewFeedback, Role } from '../api';
import { ListActions } from '../layout/ListActions';
import { excerpt } from '../support-requests/rules';
import { PREVIEW_LABELS } from '../vocab';
import { PreviewFeedbackPanel } from './PreviewFeedbackPanel';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search the messages" sx={{ width: 260 }} />,
  <SelectInput key="feature" source="feature" label="Preview" alwaysOn choices={Object.entries(PREVIEW_LABELS).map(([id, name]) => ({ id, name }))} />,
];

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      No feedback yet: what people write about a preview on the portal’s Early access page appears here.
    </Box>
  );
}

/** What people said about the previews, newest first: every agency's for operators, the agency's own for its owners and admins. */
export function PreviewFeedbackList() {
  const { permissions: role } = usePermissions<Role>();
  return (
    <List title="Preview feedback" filters={filters} actions={<ListActions />} empty={<Empty />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <DataTable<PreviewFeedback> rowClick="expand" expand={<PreviewFeedbackPanel />} bulkActionButtons={false}>
        <DataTable.Col source="created_at" label="When" sx={{ whiteSpace: 'nowrap' }} render={(r) => <DateField record={r} source="created_at" showTime />} />
        {role === 'platform_operator' ? <DataTable.Col source="agency_name" label="Agency" /> : null}
        <DataTable.Col source="feature" label="Preview" render={(r: PreviewFeedback) => PREVIEW_LABELS[r.feature]} />
        <DataTable.Col source="user_name" label="From" disableSort />
        <DataTable.Col source="message" disableSort sx={{ minWidth: 280 }} render={(r) => excerpt(r.message)} />
      </DataTable>
    </List>
  );
}
