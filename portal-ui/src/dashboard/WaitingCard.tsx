/** The home's "Waiting for you": what the signed-in person has to act on, each with the page where it is done. */
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InboxIcon from '@mui/icons-material/Inbox';
import RateReviewIcon from '@mui/icons-material/RateReview';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Dashboard } from '../api';
import { EmptyState } from '../ui/states';
import { AWAITING_KIND_LABELS, type AwaitingKind } from '../ui/vocab';
import { awaitingDue, timeAgo } from './format';

type Item = Dashboard['awaiting'][number];

const KIND_ICONS: Record<AwaitingKind, ReactNode> = {
  design_awaiting_approval: <RateReviewIcon />,
  renewal_awaiting_approval: <AutorenewIcon />,
  enrollment_not_started: <HowToRegIcon />,
  design_changes_requested: <EditNoteIcon />,
  design_approved: <AssignmentTurnedInIcon />,
  enrollment_stalled: <HourglassBottomIcon />,
  enrollment_to_open: <EventAvailableIcon />,
  implementation: <BuildCircleIcon />,
  checklist_overdue: <EventBusyIcon />,
  discrepancies: <CompareArrowsIcon />,
};

/** Kinds that need the reader's decision or are late, shown in the warning colour. */
const PRESSING: readonly AwaitingKind[] = ['design_awaiting_approval', 'renewal_awaiting_approval', 'design_changes_requested', 'enrollment_stalled', 'checklist_overdue', 'discrepancies'];

function AwaitingRow({ item, last }: { item: Item; last: boolean }) {
  const due = awaitingDue(item);
  const pressing = PRESSING.includes(item.kind);
  return (
    <ListItem disablePadding divider={!last}>
      <ListItemButton component={RouterLink} to={item.link} data-testid="awaiting-item" data-kind={item.kind} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}>
        <Box sx={{ color: pressing ? 'warning.dark' : 'primary.main', display: 'flex', mt: 0.25 }} aria-hidden>
          {KIND_ICONS[item.kind]}
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {AWAITING_KIND_LABELS[item.kind]} · {item.group_name}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="awaiting-title">
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.detail}
          </Typography>
          {due || item.since ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
              {due ? <Chip size="small" variant="outlined" color={pressing ? 'warning' : 'default'} label={due} /> : null}
              {item.since ? (
                <Typography variant="caption" color="text.secondary" component="time" dateTime={item.since}>
                  {timeAgo(item.since)}
                </Typography>
              ) : null}
            </Box>
          ) : null}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export function WaitingCard({ items }: { items: Item[] }) {
  return (
    <Card data-testid="waiting-for-you">
      <CardHeader
        avatar={
          <Box sx={{ color: 'primary.main', display: 'flex' }}>
            <InboxIcon />
          </Box>
        }
        title="Waiting for you"
        action={
          items.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ pr: 1, pt: 0.5 }}>
              {items.length} {items.length === 1 ? 'item' : 'items'}
            </Typography>
          ) : null
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0.5, '& .MuiCardHeader-avatar': { mr: 1.25 } }}
      />
      <CardContent sx={{ pt: 0, px: 0, '&:last-child': { pb: items.length ? 0.5 : 2 } }}>
        {items.length === 0 ? (
          <EmptyState icon={<TaskAltIcon />} title="Nothing is waiting for you">
            Plan designs to approve, decisions on them and enrollments that need you will show up here.
          </EmptyState>
        ) : (
          <List disablePadding aria-label="Waiting for you">
            {items.map((item, i) => (
              <AwaitingRow key={`${item.kind}:${item.link}:${item.title}`} item={item} last={i === items.length - 1} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
