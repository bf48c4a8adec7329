/** Share a resource with groups, for their HR or their employees too; change or end each share. */
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../ui/dates';
import { useNotify } from '../ui/notify';
import { GroupsPicker, type GroupOption } from './GroupPicker';
import { audienceText, groupsText } from './library';
import { invalidateLibrary, shareResource, unshareResource, type Resource, type ShareRequest } from './queries';

export default function ShareResourceDialog({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [current, setCurrent] = useState(resource);
  const [adding, setAdding] = useState<GroupOption[]>([]);
  const [forEmployees, setForEmployees] = useState(false);
  const done = (r: Resource, message: string) => {
    setCurrent(r);
    void invalidateLibrary(queryClient);
    notify(message);
  };
  const share = useMutation({
    mutationFn: (body: ShareRequest) => shareResource(current.id, body),
    onSuccess: (r, body) => {
      const named = r.shares.filter((s) => body.group_ids.includes(s.group_id));
      done(r, `Shared with ${groupsText(named)}, for ${audienceText(body.visible_to_employees)}`);
      setAdding([]);
    },
  });
  const unshare = useMutation({
    mutationFn: (groupId: string) => unshareResource(current.id, groupId),
    onSuccess: (r, groupId) => done(r, `No longer shared with ${current.shares.find((s) => s.group_id === groupId)?.group_name ?? 'the group'}`),
  });
  const busy = share.isPending || unshare.isPending;
  const error = share.error ?? unshare.error;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="share-resource-title">
      <DialogTitle id="share-resource-title">Share {current.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <Stack spacing={1.5}>
            <Typography variant="subtitle2" component="h3">
              Share with more groups
            </Typography>
            <GroupsPicker value={adding} onChange={setAdding} exclude={current.shares.map((s) => s.group_id)} />
            <FormControlLabel
              control={<Checkbox checked={forEmployees} onChange={(e) => setForEmployees(e.target.checked)} />}
              label="Their employees see it too, on their benefits home"
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                disabled={adding.length === 0 || busy}
                onClick={() => share.mutate({ group_ids: adding.map((g) => g.id), visible_to_employees: forEmployees })}
                data-testid="share-submit"
              >
                {share.isPending ? 'Sharing…' : adding.length > 1 ? `Share with ${adding.length} groups` : 'Share'}
              </Button>
            </Stack>
          </Stack>
          {error ? <Alert severity="error">{error.message}</Alert> : null}
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="h3">
              Shared with
            </Typography>
            {current.shares.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No group yet: only your agency sees it.
              </Typography>
            ) : (
              <List dense disablePadding data-testid="current-shares">
                {current.shares.map((s) => (
                  <ListItem
                    key={s.group_id}
                    disableGutters
                    divider
                    secondaryAction={
                      <Tooltip title="Stop sharing">
                        <IconButton edge="end" size="small" aria-label={`Stop sharing with ${s.group_name}`} onClick={() => unshare.mutate(s.group_id)} disabled={busy}>
                          <LinkOffIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    }
                    sx={{ pr: 6 }}
                  >
                    <ListItemText primary={s.group_name} secondary={`Shared by ${s.shared_by_name} on ${formatDate(s.shared_at.slice(0, 10))}`} />
                    <FormControlLabel
                      control={
                        <Switch
                          size="small"
                          checked={s.visible_to_employees}
                          disabled={busy}
                          onChange={(e) => share.mutate({ group_ids: [s.group_id], visible_to_employees: e.target.checked })}
                          slotProps={{ input: { 'aria-label': `Employees of ${s.group_name} see it` } }}
                        />
                      }
                      label="Employees"
                      slotProps={{ typography: { variant: 'body2' } }}
                      sx={{ mr: 0, whiteSpace: 'nowrap' }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
