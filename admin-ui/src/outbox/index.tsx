import OutboxIcon from '@mui/icons-material/Outbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DataTable, DateField, List, NumberField, SearchInput, SelectInput, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { api, unwrap } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '../api';
import { ListActions } from '../layout/ListActions';

const KINDS = ['verify_email', 'reset_password', 'magic_link', 'invite', 'confirm_signup', 'signup_attempt', 'enrollment_open', 'enrollment_reminder', 'enrollment_confirmation'].map((id) => ({
  id,
  name: id.replace(/_/g, ' '),
}));
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search recipient or subject" />,
  <SelectInput key="kind" source="kind" choices={KINDS} alwaysOn emptyText="Any kind" sx={{ textTransform: 'capitalize' }} />,
];
const STATUS_COLOR: Record<string, 'success' | 'warning' | 'error'> = { sent: 'success', queued: 'warning', failed: 'error' };

function Status() {
  const r = useRecordContext<OutboxMessage>();
  if (!r) return null;
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[r.status] ?? 'default'} label={r.status} sx={{ textTransform: 'capitalize' }} />;
}

/** Says plainly when nothing leaves the outbox: "Queued, 0 attempts" alone does not. */
function DeliveryNotice() {
  const delivery = useQuery({ queryKey: ['outbox-delivery'], queryFn: () => unwrap(api.GET('/outbox/delivery')), staleTime: 30_000 });
  if (!delivery.data || delivery.data.smtp_configured) return null;
  const { queued } = delivery.data;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="no-smtp">
      No mail server is configured for this installation, so messages are kept here and nobody receives them
      {queued ? ` (${queued} waiting)` : ''}. The platform operator sets one with <code>SMTP_URL</code>; waiting messages are then sent.
    </Alert>
  );
}

export function OutboxList() {
  return (
    <>
    <DeliveryNotice />
    <List title="Email outbox" filters={filters} actions={<ListActions />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <DataTable<OutboxMessage> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at" label="Queued" render={(r) => <DateField record={r} source="created_at" showTime />} />
        <DataTable.Col source="to_email" label="To" />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="kind" />
        <DataTable.Col source="status" field={Status} />
        <DataTable.Col source="attempts" />
        <DataTable.Col source="sent_at" label="Sent" render={(r) => (r.sent_at ? <DateField record={r} source="sent_at" showTime /> : '—')} />
      </DataTable>
    </List>
    </>
  );
}

/**
 * The message as the recipient sees it — its HTML in a sandboxed frame (no scripts, no same-origin), and its text part —
 * except its sign-in, reset, confirmation and sign-up links: the server keeps those for the recipient only and shows a note
 * naming the page instead.
 */
function Bodies() {
  const r = useRecordContext<OutboxMessage>();
  if (!r) return null;
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Typography variant="caption" color="text.secondary">
          HTML
        </Typography>
        {r.html_body ? (
          <Box component="iframe" title="HTML part" sandbox="" srcDoc={r.html_body} data-testid="outbox-html" sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }} />
        ) : (
          <Typography color="text.secondary">No HTML part.</Typography>
        )}
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Typography variant="caption" color="text.secondary">
          Text
        </Typography>
        <Box component="pre" tabIndex={0} data-testid="outbox-text" sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 520, overflow: 'auto' }}>
          {r.text_body ?? '—'}
        </Box>
      </Grid>
    </Grid>
  );
}

export function OutboxShow() {
  return (
    <Show title="Email">
      <SimpleShowLayout>
        <TextField source="subject" />
        <TextField source="to_email" label="To" />
        <TextField source="from_name" label="From" />
        <TextField source="kind" />
        <Status />
        <DateField source="created_at" label="Queued" showTime />
        <DateField source="sent_at" label="Sent" showTime emptyText="Not yet" />
        <NumberField source="attempts" />
        <TextField source="last_error" label="Last error" emptyText="—" />
        <Bodies />
      </SimpleShowLayout>
    </Show>
  );
}

export default { list: OutboxList, show: OutboxShow, icon: OutboxIcon, options: { label: 'Email outbox' } };
