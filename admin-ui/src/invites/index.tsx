import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Chip from '@mui/material/Chip';
import { api, unwrap } from '@canopy/api';
import {
  Button,
  Create,
  DataTable,
  DateField,
  DeleteWithConfirmButton,
  email,
  List,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useState } from 'react';
import type { Invite, RoleDef } from '../api';
import { ListActions } from '../layout/ListActions';
import { choicesOf, codeLabel, INVITE_STATUS_LABELS } from '../vocab';

const STATUS_COLOR: Partial<Record<Invite['status'], 'warning' | 'success'>> = { pending: 'warning', accepted: 'success' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search email or name" />,
  <SelectInput key="status" source="status" choices={choicesOf(INVITE_STATUS_LABELS)} alwaysOn emptyText="Any status" />,
];

function StatusChip() {
  const r = useRecordContext<Invite>();
  if (!r) return null;
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[r.status] ?? 'default'} label={codeLabel(INVITE_STATUS_LABELS, r.status)} />;
}

function ResendButton() {
  const r = useRecordContext<Invite>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!r || r.status !== 'pending') return null;
  return (
    <Button
      label="Resend"
      disabled={pending}
      onClick={(e) => {
        e.stopPropagation();
        setPending(true);
        unwrap(api.POST('/invites/{id}/resend', { params: { path: { id: r.id } } }))
          .then(() => {
            notify(`Invitation sent again to ${r.email}`, { type: 'success' });
            refresh();
          })
          .catch((err: Error) => notify(err.message, { type: 'error' }))
          .finally(() => setPending(false));
      }}
    >
      <ForwardToInboxIcon />
    </Button>
  );
}

function WithdrawButton() {
  const r = useRecordContext<Invite>();
  if (!r || r.status !== 'pending') return null;
  return (
    <DeleteWithConfirmButton
      label="Withdraw"
      confirmTitle={`Withdraw the invitation to ${r.email}?`}
      confirmContent="The link in the email stops working."
      mutationMode="pessimistic"
      redirect={false}
      successMessage="Invitation withdrawn"
    />
  );
}

export function InviteList() {
  return (
    <List title="Invitations" filters={filters} filterDefaultValues={{ status: 'pending' }} actions={<ListActions create="Invite" />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <DataTable<Invite> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="name" />
        <DataTable.Col source="role" />
        <DataTable.Col source="status" field={StatusChip} />
        <DataTable.Col source="invited_by_name" label="Invited by" disableSort />
        <DataTable.Col source="last_sent_at" label="Sent" field={DateField} />
        <DataTable.Col source="expires_at" label="Expires" field={DateField} />
        <DataTable.Col label="" disableSort>
          <ResendButton />
          <WithdrawButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function InviteCreate() {
  const { data: roles, isPending } = useGetList<RoleDef>('roles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'label', order: 'ASC' } });
  const choices = (roles ?? []).filter((r) => r.name !== 'employer_admin' && r.name !== 'employee').map((r) => ({ id: r.name, name: r.label }));
  return (
    <Create title="Invite someone" redirect="list" mutationOptions={{ meta: {} }}>
      <SimpleForm defaultValues={{ role: 'broker' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} helperText="They get an email with a link to join." />
        <TextInput source="name" helperText="Optional: pre-fills their sign-up." />
        <SelectInput source="role" choices={choices} isPending={isPending} validate={required()} helperText="Employer admins and employees are invited from their group." />
      </SimpleForm>
    </Create>
  );
}

export default {
  list: InviteList,
  create: InviteCreate,
  icon: ForwardToInboxIcon,
  recordRepresentation: 'email',
  options: { label: 'Invitations' },
};
