import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { DataTable, DateField, List, SearchInput } from 'react-admin';
import type { SupportRequest } from '../api';
import { ListActions } from '../layout/ListActions';
import { excerpt, mailto } from './rules';
import { SupportRequestPanel } from './SupportRequestPanel';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name, email or message" sx={{ width: 280 }} />];

// A click on the address writes an email; it does not also open the row.
const stopPropagation = (e: MouseEvent) => e.stopPropagation();

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      No help requests yet: messages sent from the help centre's contact form appear here.
    </Box>
  );
}

/** Messages sent from the help centre's contact form, newest first; a row opens to the whole message. */
export function SupportRequestList() {
  return (
    <List title="Help requests" filters={filters} actions={<ListActions />} empty={<Empty />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <DataTable<SupportRequest> rowClick="expand" expand={<SupportRequestPanel />} bulkActionButtons={false}>
        <DataTable.Col source="created_at" label="When" sx={{ whiteSpace: 'nowrap' }} render={(r) => <DateField record={r} source="created_at" showTime />} />
        <DataTable.Col source="name" />
        <DataTable.Col
          source="email"
          disableSort
          render={(r) => (
            <Link href={mailto(r.email)} onClick={stopPropagation}>
              {r.email}
            </Link>
          )}
        />
        {/* Text, not a link: the sender's browser reported it, so it may be any address. */}
        <DataTable.Col source="page" label="Page" disableSort sx={{ minWidth: 96, maxWidth: 220, overflowWrap: 'anywhere' }} render={(r) => r.page ?? '—'} />
        <DataTable.Col source="message" disableSort sx={{ minWidth: 280 }} render={(r) => excerpt(r.message)} />
      </DataTable>
    </List>
  );
}
