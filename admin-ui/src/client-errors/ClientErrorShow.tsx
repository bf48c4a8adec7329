import Box from '@mui/material/Box';
import { DateField, Labeled, Show, SimpleShowLayout, TextField, UrlField, useRecordContext } from 'react-admin';
import type { ClientError } from '../api';
import { KindField } from './KindField';

function Stack() {
  const record = useRecordContext<ClientError>();
  if (!record?.stack) return null;
  return (
    <Labeled label="Stack">
      <Box
        component="pre"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflowX: 'auto', maxWidth: '100%', whiteSpace: 'pre' }}
      >
        {record.stack}
      </Box>
    </Labeled>
  );
}

export function ClientErrorShow() {
  return (
    <Show title="Client error">
      <SimpleShowLayout>
        <DateField source="created_at" label="When" showTime />
        <KindField label="Kind" />
        <TextField source="message" />
        <UrlField source="url" label="Page" />
        <TextField source="digest" emptyText="—" sx={{ fontFamily: 'monospace' }} />
        <TextField source="user_email" label="User" emptyText="Signed out" />
        <TextField source="user_agent" label="Browser" emptyText="—" />
        <Stack />
      </SimpleShowLayout>
    </Show>
  );
}
