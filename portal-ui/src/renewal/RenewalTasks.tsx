/** The renewal's dated tasks, from asking the carriers for rates to sending the new plan year's files. */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { formatDate, formatDateTime } from '../ui/dates';
import { useNotify } from '../ui/notify';
import { renewalKey, tickTask, type RenewalTask } from './queries';

export function RenewalTasks({ groupId, tasks, editable }: { groupId: string; tasks: RenewalTask[]; editable: boolean }) {
  return (
    <Box component="ul" aria-label="Renewal tasks" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {tasks.map((task) => (
        <TaskRow key={task.id} groupId={groupId} task={task} editable={editable} />
      ))}
    </Box>
  );
}

function TaskRow({ groupId, task, editable }: { groupId: string; task: RenewalTask; editable: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const done = !!task.done_at;
  const tick = useMutation({
    mutationFn: (next: boolean) => tickTask(task, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKey(groupId) }),
    onError: (e) => {
      notify(e instanceof ApiError ? e.message : 'The task could not be saved.', 'error');
      void queryClient.invalidateQueries({ queryKey: renewalKey(groupId) });
    },
  });
  return (
    <Box
      component="li"
      data-testid="renewal-task"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '40px 1fr', sm: '40px 1fr 150px 220px' },
        alignItems: 'center',
        columnGap: 1,
        px: 1,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        checked={done}
        disabled={!editable || tick.isPending}
        onChange={(e) => tick.mutate(e.target.checked)}
        slotProps={{ input: { 'aria-label': task.title } }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, textDecoration: done ? 'line-through' : undefined, color: done ? 'text.secondary' : undefined }}>
        {task.title}
      </Typography>
      <Box sx={{ gridColumn: { xs: '2', sm: 'auto' }, display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {task.days_before} days out · {formatDate(task.due_on)}
        </Typography>
        {task.late ? <Chip size="small" color="error" variant="outlined" label="Late" /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '2', sm: 'auto' } }}>
        {done ? `Done by ${task.done_by_name ?? 'someone'} ${formatDateTime(task.done_at!)}` : editable ? 'Tick when done' : 'Open'}
      </Typography>
    </Box>
  );
}
