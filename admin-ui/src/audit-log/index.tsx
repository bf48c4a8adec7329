import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DataTable, DateField, DateInput, Labeled, List, SearchInput, Show, SimpleShowLayout, TextField, TextInput, useRecordContext } from 'react-admin';
import type { AuditEntry } from '../api';
import { ListActions } from '../layout/ListActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search summary or person" />,
  <TextInput key="action" source="action" label="Action" alwaysOn sx={{ width: 130 }} />,
  <TextInput key="entity" source="entity" label="Entity" alwaysOn sx={{ width: 130 }} />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

export function AuditList() {
  return (
    <List title="Audit log" filters={filters} actions={<ListActions />} sort={{ field: 'at', order: 'DESC' }} perPage={50}>
      <DataTable<AuditEntry> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="at" label="When" render={(r) => <DateField record={r} source="at" showTime />} />
        <DataTable.Col source="actor_name" label="Who" />
        <DataTable.Col source="action" />
        <DataTable.Col source="entity" />
        <DataTable.Col source="summary" disableSort />
        <DataTable.Col source="ip" label="IP" disableSort />
      </DataTable>
    </List>
  );
}

export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        data-testid={`json-${label.toLowerCase()}`}
        sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 420, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {value === undefined || value === null ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function BeforeAfter() {
  const r = useRecordContext<AuditEntry>();
  if (!r) return null;
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <JsonBlock label="Before" value={r.before} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <JsonBlock label="After" value={r.after} />
      </Grid>
    </Grid>
  );
}

export function AuditShow() {
  return (
    <Show title="Audit entry">
      <SimpleShowLayout>
        <DateField source="at" label="When" showTime />
        <TextField source="actor_name" label="Who" />
        <TextField source="summary" />
        <Labeled label="Change">
          <TextField source="action" />
        </Labeled>
        <TextField source="entity" />
        <TextField source="entity_id" label="Entity id" emptyText="—" sx={{ fontFamily: 'monospace' }} />
        <TextField source="ip" label="IP address" emptyText="—" />
        <BeforeAfter />
      </SimpleShowLayout>
    </Show>
  );
}

export default { list: AuditList, show: AuditShow, icon: HistoryIcon, options: { label: 'Audit log' } };
