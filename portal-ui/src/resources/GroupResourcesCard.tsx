/** The group hub's overview: what the agency's library shares with the group, and with its employees. */
import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../ui/cards';
import { formatDate } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { resourceCategoryLabel } from '../ui/vocab';
import { libraryQuery, resourceHref } from './queries';

const SHOWN = 5;

export function GroupResourcesCard({ groupId, groupName }: { groupId: string; groupName: string }) {
  const shared = useQuery(libraryQuery({ page: 0, perPage: SHOWN, groupId, sort: 'updated_at', order: 'desc' }));
  const total = shared.data?.total ?? 0;
  return (
    <SectionCard
      title={shared.data ? `Shared resources (${total})` : 'Shared resources'}
      subheader={`From the resource library, for ${groupName}’s HR and, where marked, its employees`}
      action={
        <Button size="small" component={RouterLink} to={`/2-future-features/resources?group=${groupId}`}>
          {total > SHOWN ? `All ${total}` : 'Open the library'}
        </Button>
      }
      testId="overview-resources"
    >
      {shared.error ? (
        <LoadError error={shared.error} retry={() => void shared.refetch()} what="the shared resources" />
      ) : !shared.data ? (
        <SkeletonRows rows={3} />
      ) : total === 0 ? (
        <EmptyState title="Nothing shared yet">Forms, plan documents and guides shared with {groupName} will be listed here.</EmptyState>
      ) : (
        <List dense disablePadding>
          {shared.data.data.map((r) => {
            const forEmployees = r.shares.some((s) => s.group_id === groupId && s.visible_to_employees);
            return (
              <ListItem
                key={r.id}
                disableGutters
                divider
                secondaryAction={
                  forEmployees ? (
                    <Tooltip title="Employees see it too">
                      <GroupsIcon fontSize="small" color="action" titleAccess="Employees see it too" />
                    </Tooltip>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={
                    <Link href={resourceHref(r.id)} download underline="hover">
                      {r.title}
                    </Link>
                  }
                  secondary={`${resourceCategoryLabel(r.category)} · updated ${formatDate(r.updated_at.slice(0, 10))}`}
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
