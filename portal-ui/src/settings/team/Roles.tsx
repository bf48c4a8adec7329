import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { permissionsQuery, rolesQuery, type Permission, type RoleDef } from '../../api';
import { deleteRole, saveRole } from '../queries';
import { formProblem, sentence } from '../../auth/tokens';
import { actionLabel, key, permissionMatrix, resourceLabel, roleNameFromLabel, togglePermission, toggleResource } from './matrix';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/states';
import { SkeletonRows } from '../../ui/table';
import { SectionCard } from '../../ui/cards';
import { useNotify } from '../../ui/notify';

function Matrix({ value, onChange, readOnly }: { value: readonly Permission[]; onChange?: (v: Permission[]) => void; readOnly?: boolean }) {
  const catalogue = useQuery(permissionsQuery);
  if (catalogue.isPending) return <SkeletonRows rounded rows={5} height={28} />;
  if (catalogue.error) return <LoadError error={catalogue.error} retry={() => void catalogue.refetch()} what="The permissions" />;
  const m = permissionMatrix(catalogue.data);
  const on = new Set(value.map(key));
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Permissions" data-testid="permission-matrix">
        <TableHead>
          <TableRow>
            <TableCell>Area</TableCell>
            {m.actions.map((a) => (
              <TableCell key={a} align="center">
                {actionLabel(a)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {m.resources.map((r) => (
            <TableRow key={r} hover>
              <TableCell>
                {readOnly ? (
                  resourceLabel(r)
                ) : (
                  <Box component="button" type="button" onClick={() => onChange?.(toggleResource(value, catalogue.data, r))} sx={{ border: 0, p: 0, bgcolor: 'transparent', font: 'inherit', color: 'inherit', cursor: 'pointer', textAlign: 'left' }} title="Toggle the whole row">
                    {resourceLabel(r)}
                  </Box>
                )}
              </TableCell>
              {m.actions.map((a) => (
                <TableCell key={a} align="center" padding="checkbox">
                  {m.has(r, a) ? (
                    <Checkbox
                      size="small"
                      checked={on.has(`${r}:${a}`)}
                      disabled={readOnly}
                      onChange={() => onChange?.(togglePermission(value, { resource: r, action: a }))}
                      slotProps={{ input: { 'aria-label': `${resourceLabel(r)}: ${actionLabel(a).toLowerCase()}` } }}
                    />
                  ) : (
                    <Typography variant="caption" color="text.disabled">
                      —
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RoleDialog({ role, onClose, readOnly }: { role: RoleDef | null; onClose: () => void; readOnly: boolean }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const creating = !role;
  const [label, setLabel] = useState(role?.label ?? '');
  const [name, setName] = useState(role?.name ?? '');
  const [nameEdited, setNameEdited] = useState(false);
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(role ? [...role.permissions] : []);
  const save = useMutation({
    mutationFn: () => {
      const body = { name: creating ? name : role!.name, label: label.trim(), description: description.trim(), permissions };
      return saveRole(creating ? null : role!.name, body);
    },
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: rolesQuery.queryKey });
      notify(creating ? `Role “${r.label}” created` : `Role “${r.label}” saved`);
      onClose();
    },
  });
  const problem = save.error ? formProblem(save.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!readOnly) save.mutate();
  };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="role-title">
      <form onSubmit={submit} noValidate>
      <DialogTitle id="role-title">{creating ? 'New role' : readOnly ? `${role!.label} (built-in)` : `Edit ${role!.label}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
          {readOnly ? <Alert severity="info">Built-in roles cannot be changed. Create a role of your own to adjust permissions.</Alert> : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Label"
                name="role-label"
                required
                autoFocus={creating}
                disabled={readOnly}
                value={label}
                onChange={(e) => {
                  setLabel(e.target.value);
                  if (creating && !nameEdited) setName(roleNameFromLabel(e.target.value));
                }}
                error={!!problem?.fields.label}
                helperText={sentence(problem?.fields.label)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Identifier"
                name="role-name"
                disabled={!creating}
                value={name}
                onChange={(e) => {
                  setNameEdited(true);
                  setName(e.target.value.toLowerCase().replace(/[^a-z0-9_]/g, ''));
                }}
                error={!!problem?.fields.name}
                helperText={sentence(problem?.fields.name) ?? (creating ? 'Lower-case letters, digits and _; fixed once created.' : 'Fixed once created.')}
                slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
              />
            </Grid>
          </Grid>
          <TextField
            label="Description"
            name="role-description"
            disabled={readOnly}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={!!problem?.fields.description}
            helperText={sentence(problem?.fields.description)}
            multiline
            minRows={1}
          />
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              Permissions
            </Typography>
            {problem?.fields.permissions ? (
              <Alert severity="error" sx={{ mb: 1 }}>
                {sentence(problem.fields.permissions)}
              </Alert>
            ) : null}
            <Matrix value={permissions} onChange={setPermissions} readOnly={readOnly} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {readOnly ? null : (
          <Button type="submit" variant="contained" disabled={save.isPending || !label.trim() || !name || permissions.length === 0}>
            {save.isPending ? 'Saving…' : creating ? 'Create role' : 'Save role'}
          </Button>
        )}
      </DialogActions>
      </form>
    </Dialog>
  );
}

export function Roles({ canManage }: { canManage: boolean }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery);
  const [editing, setEditing] = useState<{ role: RoleDef | null } | null>(null);
  const [deleting, setDeleting] = useState<RoleDef | null>(null);
  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: () => {
      notify(`Role “${deleting?.label}” deleted`);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: rolesQuery.queryKey });
    },
  });
  return (
    <SectionCard large
      title="Roles"
      subheader="What each role may do. Built-in roles are fixed; make your own for anything in between."
      testId="roles"
      action={
        canManage ? (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ role: null })}>
            New role
          </Button>
        ) : undefined
      }
    >
      {roles.isPending ? (
        <SkeletonRows rounded rows={5} />
      ) : roles.error ? (
        <LoadError error={roles.error} retry={() => void roles.refetch()} what="The roles" />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Roles">
            <TableHead>
              <TableRow>
                <TableCell>Role</TableCell>
                <TableCell>Permissions</TableCell>
                <TableCell align="right">People</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {roles.data.map((r) => (
                <TableRow key={r.name} hover data-testid={`role-${r.name}`}>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {r.label}
                      </Typography>
                      <Chip size="small" label={r.builtin ? 'Built-in' : 'Custom'} variant="outlined" color={r.builtin ? 'default' : 'secondary'} />
                    </Box>
                    {r.description ? (
                      <Typography variant="caption" color="text.secondary">
                        {r.description}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" color="text.secondary">
                      {r.permissions.length === 0
                        ? 'None'
                        : [...new Set(r.permissions.map((p) => resourceLabel(p.resource)))].join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{r.member_count}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {r.builtin || !canManage ? (
                      <Button size="small" onClick={() => setEditing({ role: r })}>
                        View
                      </Button>
                    ) : (
                      <>
                        <Button size="small" onClick={() => setEditing({ role: r })}>
                          Edit
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(r)}>
                          Delete
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing ? <RoleDialog role={editing.role} readOnly={!!editing.role && (editing.role.builtin || !canManage)} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={!!deleting}
        title={`Delete the role “${deleting?.label}”?`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting.name)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        {deleting && deleting.member_count > 0
          ? `${deleting.member_count} ${deleting.member_count === 1 ? 'person has' : 'people have'} this role: give them another role first.`
          : 'Nobody has this role. It will be removed for good.'}
      </ConfirmDialog>
    </SectionCard>
  );
}
