import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { api, unwrap } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import {
  CheckboxGroupInput,
  Create,
  DataTable,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  List,
  regex,
  required,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import type { Permission, RoleDef } from '../api';
import { ListActions } from '../layout/ListActions';

const key = (p: Permission) => `${p.resource}:${p.action}`;
export const toKeys = (v: unknown): string[] => (Array.isArray(v) ? v.map((p: Permission | string) => (typeof p === 'string' ? p : key(p))) : []);
export const toPermissions = (v: unknown): Permission[] =>
  (Array.isArray(v) ? v : []).map((k: string) => {
    const [resource, action] = String(k).split(':');
    return { resource, action };
  });

function usePermissionChoices() {
  const q = useQuery({ queryKey: ['permissions'], queryFn: () => unwrap(api.GET('/permissions')), staleTime: 600_000 });
  return { choices: (q.data ?? []).map((p) => ({ id: key(p), name: `${p.resource.replace(/_/g, ' ')} · ${p.action}` })), isPending: q.isPending };
}

function PermissionsInput({ disabled }: { disabled?: boolean }) {
  const { choices, isPending } = usePermissionChoices();
  return (
    <CheckboxGroupInput
      source="permissions"
      choices={choices}
      isPending={isPending}
      format={toKeys}
      parse={toPermissions}
      disabled={disabled}
      validate={required('Give the role at least one permission')}
      row
      sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }, textTransform: 'capitalize' }}
    />
  );
}

function KindChip() {
  const r = useRecordContext<RoleDef>();
  if (!r) return null;
  return <Chip size="small" variant="outlined" label={r.builtin ? 'Built-in' : 'Custom'} color={r.builtin ? 'default' : 'secondary'} />;
}

function RowActions() {
  const r = useRecordContext<RoleDef>();
  if (!r || r.builtin) return null;
  return (
    <>
      <EditButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmTitle={`Delete the role ${r.label}?`} confirmContent="Only a role nobody has can be deleted." />
    </>
  );
}

export function RoleList() {
  return (
    <List title="Roles" filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search roles" />]} actions={<ListActions create="New role" />} sort={{ field: 'label', order: 'ASC' }} perPage={25} pagination={false}>
      <DataTable<RoleDef> bulkActionButtons={false} rowClick={(_, __, r) => ((r as RoleDef).builtin ? false : 'edit')}>
        <DataTable.Col source="label" />
        <DataTable.Col source="name" label="Identifier">
          <TextInputValue />
        </DataTable.Col>
        <DataTable.Col label="Kind" source="builtin" field={KindChip} />
        <DataTable.Col source="member_count" label="People" />
        <DataTable.Col label="Permissions" disableSort render={(r) => (r as RoleDef).permissions.map(key).join(', ')} />
        <DataTable.Col label="" disableSort>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function TextInputValue() {
  const r = useRecordContext<RoleDef>();
  return <code>{r?.name}</code>;
}

const nameRule = regex(/^[a-z][a-z0-9_]{1,40}$/, 'Use 2–41 lower-case letters, digits or _, starting with a letter');

export function RoleCreate() {
  return (
    <Create title="New role" redirect="list">
      <SimpleForm defaultValues={{ permissions: [], description: '' }}>
        <TextInput source="label" validate={required()} />
        <TextInput source="name" label="Identifier" validate={[required(), nameRule]} helperText="Fixed once created, e.g. analyst" />
        <TextInput source="description" multiline />
        <PermissionsInput />
      </SimpleForm>
    </Create>
  );
}

function BuiltinNote() {
  const r = useRecordContext<RoleDef>();
  return r?.builtin ? <Alert severity="info">Built-in roles cannot be changed.</Alert> : null;
}

export function RoleEdit() {
  return (
    <Edit title="Edit role" mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <BuiltinNote />
        <TextInput source="name" label="Identifier" disabled />
        <TextInput source="label" validate={required()} />
        <TextInput source="description" multiline />
        <PermissionsInput />
      </SimpleForm>
    </Edit>
  );
}

export default {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'label',
  options: { label: 'Roles' },
};
