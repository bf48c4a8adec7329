import DevicesIcon from '@mui/icons-material/Devices';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { passwordProblem, PasswordField } from '../auth/PasswordField';
import { formProblem, sentence } from '../auth/tokens';
import { changePassword, revokeSession, sessionsQuery } from './queries';
import type { SessionInfo } from '../contract';
import { timeAgo } from '../dashboard/format';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState, LoadError } from '../ui/states';
import { formatDate, formatDateTime } from '../ui/dates';
import { SkeletonRows } from '../ui/table';
import { SectionCard } from '../ui/cards';
import { useNotify } from '../ui/notify';

/** "Chrome on Linux" from a User-Agent header (good enough to recognise one's own devices). */
export function describeAgent(ua: string | null | undefined): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl|python|node|undici|playwright/i.test(ua)
              ? 'Script'
              : 'Browser';
  const os = /Windows/.test(ua) ? 'Windows' : /iPhone|iPad/.test(ua) ? 'iOS' : /Android/.test(ua) ? 'Android' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return os ? `${browser} on ${os}` : browser;
}

const METHODS: Record<string, string> = { password: 'Password', magic_link: 'Email link', sso: 'Single sign-on', invite: 'Invitation', sign_up: 'Sign-up', handoff: 'Sign-up' };

function Sessions() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const [revoking, setRevoking] = useState<SessionInfo | null>(null);
  const revoke = useMutation({
    mutationFn: revokeSession,
    onSuccess: () => {
      setRevoking(null);
      notify('The session was signed out');
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });
  const [revokingOthers, setRevokingOthers] = useState(false);
  const revokeOthers = useMutation({
    mutationFn: async () => {
      for (const s of sessions.data ?? []) if (!s.current) await revokeSession(s.id);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
    onSuccess: () => {
      setRevokingOthers(false);
      notify('Signed out everywhere else');
    },
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at));
  return (
    <SectionCard large
      title="Where you’re signed in"
      subheader="Sign out any session you don’t recognise."
      testId="sessions"
      action={
        others > 0 ? (
          <Button size="small" color="error" variant="outlined" onClick={() => setRevokingOthers(true)}>
            Sign out everywhere else
          </Button>
        ) : undefined
      }
    >
      {sessions.isPending ? (
        <SkeletonRows rounded rows={3} />
      ) : sessions.error ? (
        <LoadError error={sessions.error} retry={() => void sessions.refetch()} what="Your sessions" />
      ) : list.length === 0 ? (
        <EmptyState icon={<DevicesIcon />} title="No sessions" />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Sessions">
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>Signed in with</TableCell>
                <TableCell>Last active</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((s) => (
                <TableRow key={s.id} hover>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Tooltip title={s.user_agent ?? ''}>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                          {describeAgent(s.user_agent)}
                        </Typography>
                      </Tooltip>
                      {s.current ? <Chip size="small" color="success" variant="outlined" label="This device" /> : null}
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      {s.ip ?? 'unknown address'} · since {formatDate(s.created_at)}
                    </Typography>
                  </TableCell>
                  <TableCell>{METHODS[s.method] ?? s.method}</TableCell>
                  <TableCell>
                    <Tooltip title={formatDateTime(s.last_seen_at)}>
                      <span>{timeAgo(s.last_seen_at)}</span>
                    </Tooltip>
                  </TableCell>
                  <TableCell>{formatDate(s.expires_at)}</TableCell>
                  <TableCell align="right">
                    {s.current ? null : (
                      <Button size="small" color="error" onClick={() => setRevoking(s)}>
                        Sign out
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <ConfirmDialog
        open={!!revoking}
        title="Sign out this session?"
        confirmLabel="Sign out"
        danger
        busy={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
      >
        {revoking ? `${describeAgent(revoking.user_agent)} (${revoking.ip ?? 'unknown address'}) will have to sign in again.` : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={revokingOthers}
        title="Sign out everywhere else?"
        confirmLabel="Sign out"
        danger
        busy={revokeOthers.isPending}
        error={revokeOthers.error}
        onConfirm={() => revokeOthers.mutate()}
        onClose={() => {
          setRevokingOthers(false);
          revokeOthers.reset();
        }}
      >
        {`Your ${others} other ${others === 1 ? 'session' : 'sessions'} will end; this one stays signed in.`}
      </ConfirmDialog>
    </SectionCard>
  );
}

function ChangePassword() {
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const change = useMutation({
    mutationFn: () => changePassword(current, next),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setRepeat('');
      setTouched(false);
      notify('Your password is changed');
    },
  });
  const problem = change.error ? formProblem(change.error) : null;
  const lengthProblem = touched && next ? passwordProblem(next) : null;
  const mismatch = touched && repeat !== next;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!current || passwordProblem(next) || repeat !== next) return;
    change.mutate();
  };
  return (
    <SectionCard large title="Change your password" subheader="Your other sessions stay signed in; sign them out on the left if needed.">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
          {change.isSuccess ? <Alert severity="success">Your password is changed.</Alert> : null}
          <PasswordField
            label="Current password"
            name="current-password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={!!problem?.fields.current_password || (touched && !current)}
            helperText={sentence(problem?.fields.current_password) ?? (touched && !current ? 'Enter your current password' : undefined)}
          />
          <PasswordField
            label="New password"
            name="new-password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            error={!!problem?.fields.new_password || !!lengthProblem}
            helperText={sentence(problem?.fields.new_password) ?? sentence(lengthProblem ?? undefined) ?? '12 to 128 characters; common passwords are refused.'}
          />
          <PasswordField
            label="Repeat the new password"
            name="repeat-password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={mismatch}
            helperText={mismatch ? 'The two passwords are not the same' : undefined}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Change password'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}

export function SecuritySettings() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Sessions />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ChangePassword />
      </Grid>
    </Grid>
  );
}
