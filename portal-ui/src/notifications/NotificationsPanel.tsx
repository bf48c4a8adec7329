/** The bell's panel: the latest notifications, unread ones in bold; opening one marks it read. */
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { timeAgo } from '../dashboard/format';
import { EmptyState, LoadError } from '../ui/states';
import { NOTIFICATION_KIND_LABELS } from '../ui/vocab';
import { moreText } from './format';
import { latestNotificationsQuery, markAllNotificationsRead, markNotificationRead, refreshAfterReading, type Notification } from './queries';

function Item({ n, onOpen, busy }: { n: Notification; onOpen: (n: Notification) => void; busy: boolean }) {
  const unread = !n.read_at;
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={() => onOpen(n)} disabled={busy} data-testid="notification-item" data-unread={unread} data-kind={n.kind} sx={{ alignItems: 'flex-start', gap: 1.25, py: 1.25 }}>
        <Box
          aria-hidden
          sx={{ mt: 0.9, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {NOTIFICATION_KIND_LABELS[n.kind]} · {n.group_name}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400 }} data-testid="notification-title">
            {unread ? (
              <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                Unread:{' '}
              </Box>
            ) : null}
            {n.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {n.body}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={n.created_at}>
            {timeAgo(n.created_at)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export default function NotificationsPanel({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const latest = useQuery(latestNotificationsQuery);
  const open = useMutation({
    mutationFn: (n: Notification) => (n.read_at ? Promise.resolve(n) : markNotificationRead(n.id)),
    onSuccess: (n) => {
      refreshAfterReading(queryClient);
      onDone();
      void navigate(n.link);
    },
  });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => refreshAfterReading(queryClient),
  });
  const unread = latest.data?.unread ?? 0;
  const more = latest.data ? moreText(latest.data.data.length, latest.data.total) : null;

  return (
    <Box data-testid="notifications-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Notifications
        </Typography>
        <Button size="small" onClick={() => readAll.mutate()} disabled={!unread || readAll.isPending} data-testid="mark-all-read">
          Mark all read
        </Button>
      </Box>
      <Divider />
      {latest.isPending ? (
        <Skeleton variant="rounded" height={120} sx={{ m: 2 }} />
      ) : latest.error ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={latest.error} retry={() => void latest.refetch()} what="your notifications" />
        </Box>
      ) : latest.data.data.length === 0 ? (
        <EmptyState icon={<NotificationsNoneIcon />} title="No notifications yet">
          Plan designs to approve, decisions on them and enrollments that concern you show up here.
        </EmptyState>
      ) : (
        <List disablePadding aria-label="Latest notifications" sx={{ maxHeight: 440, overflowY: 'auto' }}>
          {latest.data.data.map((n) => (
            <Item key={n.id} n={n} onOpen={(x) => open.mutate(x)} busy={open.isPending} />
          ))}
        </List>
      )}
      {open.error || readAll.error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2, py: 1 }}>
          {(open.error ?? readAll.error)?.message}
        </Typography>
      ) : null}
      {more ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
          {more}
        </Typography>
      ) : null}
    </Box>
  );
}
