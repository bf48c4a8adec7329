/** The decision per line: recorded and sent by the broker, approved (or sent back) by the employer admin. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api';
import { formatDateTime } from '../ui/dates';
import { ConflictAlert } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { RENEWAL_DECISION_LABELS, RENEWAL_DECISION_STATUS_LABELS, lineLabel } from '../ui/vocab';
import { AnswerDialog } from './AnswerDialog';
import { DecisionLines } from './DecisionLines';
import { answerDecision, designNewYear, startNewYear, recordDecision, renewalKey, sendDecision, type GroupRenewal, type LineDecision, type RenewalRecord } from './queries';

const STATUS_COLOR = { draft: 'default', sent: 'primary', approved: 'success', changes_requested: 'error' } as const;

export function RenewalDecision({ groupId, data, renewal }: { groupId: string; data: GroupRenewal; renewal: RenewalRecord }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const d = renewal.decision;
  const lines = [...new Set(renewal.plans.map((p) => p.line))];
  const done = (message: string) => (next: GroupRenewal) => {
    queryClient.setQueryData(renewalKey(groupId), next);
    setAsking(false);
    notify(message);
  };
  const failed = (e: Error) => {
    if (!(e instanceof ApiError) || (e.status !== 400 && e.code !== 'stale_version')) notify(e instanceof ApiError ? e.message : 'That did not work.', 'error');
  };
  const record = useMutation({ mutationFn: (next: LineDecision[]) => recordDecision(renewal, next), onSuccess: done('Decision saved'), onError: failed });
  const send = useMutation({ mutationFn: () => sendDecision(renewal), onSuccess: done('Sent to the employer for approval'), onError: failed });
  const answer = useMutation({ mutationFn: ({ approve, note }: { approve: boolean; note?: string }) => answerDecision(renewal, approve, note), onSuccess: done('Answer sent to your broker'), onError: failed });
  const design = useMutation({ mutationFn: () => designNewYear(renewal), onSuccess: done(`The ${renewal.plan_year} plan design is made`), onError: failed });
  const start = useMutation({
    mutationFn: () => startNewYear(renewal),
    onSuccess: (next: GroupRenewal) => {
      done(`${renewal.plan_year} is the plan year in force now`)(next);
      // The group's plan year dates moved on.
      void queryClient.invalidateQueries({ queryKey: ['groups', groupId] });
    },
    onError: failed,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: renewalKey(groupId) });
  const waiting = d.status === 'sent';
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="renewal-decision">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATUS_COLOR[d.status]} label={RENEWAL_DECISION_STATUS_LABELS[d.status]} data-testid="decision-status" />
        <Typography variant="body2" color="text.secondary">
          {d.sent_at ? `Sent by ${d.sent_by_name} ${formatDateTime(d.sent_at)}` : 'Not sent yet'}
          {d.decided_at ? ` · answered by ${d.decided_by_name} ${formatDateTime(d.decided_at)}` : ''}
        </Typography>
      </Stack>
      {d.note ? <Alert severity={d.status === 'changes_requested' ? 'warning' : 'info'}>“{d.note}” — {d.decided_by_name}</Alert> : null}
      <ConflictAlert error={record.error ?? send.error ?? answer.error ?? design.error ?? start.error} onReload={reload} />
      {data.may_edit ? (
        <DecisionLines key={`${renewal.version}`} lines={lines} decided={d.lines} busy={record.isPending} error={record.error} onSave={(next) => record.mutate(next)} />
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
          {d.lines.length === 0 ? <Typography variant="body2" color="text.secondary">Your broker has not decided the lines yet.</Typography> : null}
          {d.lines.map((l) => (
            <Typography component="li" variant="body2" key={l.line}>
              <strong>{lineLabel(l.line)}:</strong> {RENEWAL_DECISION_LABELS[l.decision]}
              {l.note ? ` — ${l.note}` : ''}
            </Typography>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1}>
        {data.may_edit && d.status !== 'sent' && d.status !== 'approved' ? (
          <Button variant="contained" disabled={send.isPending || d.lines.length === 0 || !!renewal.blocked} onClick={() => send.mutate()}>
            Send to the employer
          </Button>
        ) : null}
        {data.may_approve && waiting ? (
          <>
            <Button variant="contained" color="success" disabled={answer.isPending} onClick={() => answer.mutate({ approve: true })}>
              Approve the renewal
            </Button>
            <Button variant="outlined" disabled={answer.isPending} onClick={() => setAsking(true)}>
              Ask for changes
            </Button>
          </>
        ) : null}
        {data.may_edit && d.status === 'approved' && !renewal.design_id ? (
          <Button variant="contained" disabled={design.isPending} onClick={() => design.mutate()} data-testid="design-new-year">
            Make the {renewal.plan_year} plan design
          </Button>
        ) : null}
        {renewal.design_id ? (
          <>
            <Button component={RouterLink} to={`/dashboard/groups/${groupId}/plan-design?design=${renewal.design_id}`} variant="outlined" data-testid="new-year-design">
              {renewal.plan_year} plan design
            </Button>
            <Button component={RouterLink} to={`/dashboard/groups/${groupId}/enroll`} variant="outlined" data-testid="to-re-enrollment">
              Re-enrollment
            </Button>
          </>
        ) : null}
        {data.may_edit && renewal.design_id && renewal.status === 'open' ? (
          <Button variant="contained" disabled={start.isPending || !!renewal.new_year_blocked} onClick={() => start.mutate()} data-testid="start-new-year">
            Move into the {renewal.plan_year} plan year
          </Button>
        ) : null}
      </Stack>
      {data.may_edit && renewal.design_id && renewal.new_year_blocked ? (
        <Typography variant="body2" color="text.secondary" data-testid="new-year-blocked">
          To move into the new plan year: {renewal.new_year_blocked}.
        </Typography>
      ) : null}
      {renewal.status === 'completed' ? (
        <Alert severity="success" data-testid="renewal-completed">
          The group is in its {renewal.plan_year} plan year. This renewal is history; last year’s plans and elections stay readable.
        </Alert>
      ) : null}
      {design.error instanceof ApiError && design.error.code === 'check_failed' ? <Alert severity="warning">{design.error.message}</Alert> : null}
      {asking ? <AnswerDialog busy={answer.isPending} error={answer.error} onSend={(note) => answer.mutate({ approve: false, note })} onClose={() => setAsking(false)} /> : null}
    </Stack>
  );
}
