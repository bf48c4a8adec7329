/** The top bar's bell: the unread count, and the latest notifications in a panel (loaded on first open). */
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { bellLabel } from './format';
import { latestNotificationsQuery } from './queries';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

export default function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const latest = useQuery(latestNotificationsQuery);
  const unread = latest.data?.unread ?? 0;
  const label = bellLabel(unread);

  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={label}
        title="Notifications"
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="notification-bell"
        data-unread={unread}
      >
        <Badge badgeContent={unread} max={99} color="error" overlap="circular" data-testid="notification-count">
          {unread ? <NotificationsIcon /> : <NotificationsNoneIcon />}
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { variant: 'outlined', sx: { width: 400, maxWidth: 'calc(100vw - 16px)', mt: 0.5 }, role: 'dialog', 'aria-label': 'Notifications' } }}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ m: 2 }} />}>
          <NotificationsPanel onDone={() => setAnchor(null)} />
        </Suspense>
      </Popover>
    </>
  );
}
