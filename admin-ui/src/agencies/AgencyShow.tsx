import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { DateField, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { Agency } from '../api';
import { AgencyBilling } from './AgencyBilling';
import { StatusField } from './StatusField';

/** The agency's portal address from the platform host: `{slug}.{host}`. */
export function agencyUrl(slug: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol}//${slug}.${location.host}/`;
}

function AgencyTitle() {
  const record = useRecordContext<Agency>();
  return <>{record ? record.name : 'Agency'}</>;
}

function PortalLink() {
  const record = useRecordContext<Agency>();
  if (!record) return null;
  return (
    <Button size="small" href={agencyUrl(record.slug)} target="_blank" rel="noopener" endIcon={<OpenInNewIcon fontSize="small" />}>
      Open {record.slug}'s portal
    </Button>
  );
}

export function AgencyShow() {
  return (
    <Show
      title={<AgencyTitle />}
      actions={
        <TopToolbar>
          <PortalLink />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="slug" label="Subdomain" />
        <Labeled label="Status">
          <StatusField />
        </Labeled>
        <NumberField source="member_count" label="Members" />
        <TextField source="schema_name" label="Database schema" sx={{ fontFamily: 'monospace' }} />
        <DateField source="created_at" label="Created" showTime />
        <DateField source="purge_after" label="Purge after" showTime emptyText="—" />
        <DateField source="purged_at" label="Data deleted" showTime emptyText="—" />
        <TextField source="id" label="Agency id" />
      </SimpleShowLayout>
      <Divider />
      <AgencyBilling />
    </Show>
  );
}
