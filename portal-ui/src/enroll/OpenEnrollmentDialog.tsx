/**
 * Opens the group's enrollment from its approved plan design: the window's dates, active or
 * passive, who is eligible (classes, minimum hours, waiting period), with a live preview of who
 * that includes (and who not, and why) before anyone is invited.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api';
import { todayIso } from '../book/rules';
import type { Group } from '../book/types';
import { defaultOpenForm, openFormProblems, openFormToBody, type OpenForm } from './format';
import { codeLabel, codeOptions, ENROLLMENT_MODE_HINTS, ENROLLMENT_MODE_LABELS, WAITING_PERIOD_LABELS } from '../ui/vocab';
import { openEnrollment, previewQuery } from './queries';
import type { EligibilityPreview, EnrollmentDetail } from './types';
import { DateField } from '../ui/fields';
import { formatDate } from '../ui/dates';
import { fieldErrorsOf } from '../ui/formErrors';
import { invalidateGroupLists } from '../groups/queries';
import { ActiveLinesField } from './ActiveLinesField';

function useDebounced<T>(value: T, ms: number): T {
  const [v, set] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => set(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** A 409 "no approved design" answer, with the way to the plan design. */
export function NoDesignAlert({ group, message }: { group: Group; message: string }) {
  return (
    <Alert severity="warning" data-testid="no-design">
      {message.charAt(0).toUpperCase() + message.slice(1)}.{' '}
      <Link component={RouterLink} to={`/dashboard/groups/${group.id}/plan-design`}>
        Go to the plan design
      </Link>
    </Alert>
  );
}

function Preview({ preview, loading }: { preview: EligibilityPreview; loading: boolean }) {
  return (
    <Box sx={{ position: 'relative', opacity: loading ? 0.6 : 1 }} data-testid="preview">
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        Who this includes · plan year {preview.plan_year}, coverage from {formatDate(preview.coverage_start)}
      </Typography>
      <Grid container spacing={1}>
        {(
          [
            ['Eligible', preview.eligible, 'preview-eligible'],
            ['Invited by email', preview.with_email, 'preview-with-email'],
            ['Code letter', preview.without_email, 'preview-without-email'],
          ] as const
        ).map(([label, n, id]) => (
          <Grid size={4} key={id}>
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.25, py: 0.75 }}>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.2 }} data-testid={id}>
                {n}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
      {preview.ineligible.length ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Not eligible ({preview.ineligible.length})
          </Typography>
          <Box component="ul" tabIndex={0} aria-label="Employees not eligible" sx={{ m: 0, pl: 2.5, maxHeight: 160, overflowY: 'auto' }} data-testid="preview-ineligible">
            {preview.ineligible.map((e) => (
              <Typography component="li" variant="body2" key={e.employee_id}>
                {e.name} <Box component="span" sx={{ color: 'text.secondary' }}>— {e.reason}</Box>
              </Typography>
            ))}
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Everyone active on the roster is eligible.
        </Typography>
      )}
      {preview.without_email ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, mb: 0 }}>
          Employees without an email get a printable letter with the group’s enrollment code; print them from this page once the enrollment is open.
        </Typography>
      ) : null}
    </Box>
  );
}

export default function OpenEnrollmentDialog({
  group,
  takenYears = [],
  onClose,
  onOpened,
}: {
  group: Group;
  /** Plan years that already have an open enrollment. */
  takenYears?: number[];
  onClose: () => void;
  onOpened: (d: EnrollmentDetail) => void;
}) {
  const queryClient = useQueryClient();
  const today = todayIso();
  const [form, setForm] = useState<OpenForm>(() => defaultOpenForm(today, group.min_hours));
  const set = (changes: Partial<OpenForm>) => setForm((f) => ({ ...f, ...changes }));
  const problems = openFormProblems(form, today);
  const valid = Object.keys(problems).length === 0;
  const body = useDebounced(openFormToBody(form), 250);
  const preview = useQuery({ ...previewQuery(group.id, body), enabled: valid });
  const open = useMutation({
    mutationFn: () => openEnrollment(group.id, openFormToBody(form)),
    onSuccess: (d) => {
      queryClient.setQueryData(['enrollments', d.window.id], d);
      void queryClient.invalidateQueries({ queryKey: ['groups', group.id] });
      // The group moved to enrollment, and its employees now wait to enroll.
      invalidateGroupLists(queryClient);
      onOpened(d);
    },
  });
  const fields = { ...fieldErrorsOf(preview.error), ...fieldErrorsOf(open.error) };
  const fieldError = (k: 'starts_on' | 'ends_on' | 'min_hours' | 'eligible_classes' | 'mode') => (k in problems ? problems[k as keyof typeof problems] : fields[k]);
  const noDesign = preview.error instanceof ApiError && preview.error.status === 409 ? preview.error.message : null;
  const openConflict = open.error instanceof ApiError && open.error.status === 409 ? open.error.message : null;
  const classes = group.employee_classes;
  const data = preview.data && !preview.error ? preview.data : null;
  const taken = data && takenYears.includes(data.plan_year) ? data.plan_year : null;

  return (
    <Dialog open onClose={open.isPending ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="open-enrollment-title" data-testid="open-enrollment-dialog">
      <DialogTitle id="open-enrollment-title">Open enrollment · {group.name}</DialogTitle>
      <DialogContent dividers sx={{ pt: 2.5 }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1.5}>
                <DateField label="Starts on" value={form.starts_on} onChange={(e) => set({ starts_on: e.target.value })} error={!!fieldError('starts_on')} helperText={fieldError('starts_on') ?? ' '} fullWidth required />
                <DateField label="Ends on" value={form.ends_on} onChange={(e) => set({ ends_on: e.target.value })} error={!!fieldError('ends_on')} helperText={fieldError('ends_on') ?? ' '} fullWidth required />
              </Stack>
              <FormControl>
                <FormLabel id="mode-label" sx={{ fontSize: 14 }}>
                  Mode
                </FormLabel>
                <RadioGroup row aria-labelledby="mode-label" value={form.mode} onChange={(e) => set({ mode: e.target.value as OpenForm['mode'] })}>
                  {codeOptions(ENROLLMENT_MODE_LABELS).map(([m, label]) => (
                    <FormControlLabel key={m} value={m} control={<Radio size="small" />} label={label} />
                  ))}
                </RadioGroup>
                <FormHelperText sx={{ mx: 0, mt: 0 }}>{ENROLLMENT_MODE_HINTS[form.mode]}.</FormHelperText>
              </FormControl>
              {form.mode === 'passive' && data && data.lines.length > 1 ? (
                <ActiveLinesField lines={data.lines} value={form.active_lines} error={fields.active_lines} onChange={(active_lines) => set({ active_lines })} />
              ) : null}
              <FormControl component="fieldset" error={!!fields.eligible_classes}>
                <FormLabel component="legend" sx={{ fontSize: 14 }}>
                  Eligible classes
                </FormLabel>
                {classes.length ? (
                  <FormGroup row>
                    {classes.map((c) => (
                      <FormControlLabel
                        key={c}
                        control={
                          <Checkbox
                            size="small"
                            checked={form.classes.includes(c)}
                            onChange={(e) => set({ classes: e.target.checked ? [...form.classes, c] : form.classes.filter((x) => x !== c) })}
                          />
                        }
                        label={c}
                      />
                    ))}
                  </FormGroup>
                ) : null}
                <FormHelperText sx={{ mx: 0 }}>
                  {fields.eligible_classes ?? (classes.length ? (form.classes.length ? 'Only these classes' : 'None ticked: every class') : 'The group has no employee classes: everyone')}
                </FormHelperText>
              </FormControl>
              <TextField
                label="Minimum hours a week"
                value={form.min_hours}
                onChange={(e) => set({ min_hours: e.target.value.replace(/[^\d.]/g, '') })}
                error={!!fieldError('min_hours')}
                helperText={fieldError('min_hours') ?? `Empty: the group’s setting (${group.min_hours} hours)`}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ maxWidth: 260 }}
              />
              <Box>
                <FormControlLabel control={<Switch checked={form.apply_waiting_period} onChange={(e) => set({ apply_waiting_period: e.target.checked })} />} label="Apply the waiting period" />
                <FormHelperText sx={{ mx: 0, mt: 0 }}>
                  {codeLabel(WAITING_PERIOD_LABELS, group.waiting_period)}: {form.apply_waiting_period ? 'new hires still waiting on the coverage start are left out' : 'everyone is included, however recently hired'}.
                </FormHelperText>
              </Box>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, minHeight: '100%' }}>
              {preview.isFetching ? <LinearProgress sx={{ mb: 1, height: 2 }} /> : null}
              {noDesign ? (
                <NoDesignAlert group={group} message={noDesign} />
              ) : !valid ? (
                <Typography variant="body2" color="text.secondary">
                  Fix the dates to see who this includes.
                </Typography>
              ) : preview.error && !Object.keys(fieldErrorsOf(preview.error)).length ? (
                <Alert severity="error">{preview.error.message}</Alert>
              ) : data ? (
                <Preview preview={data} loading={preview.isFetching} />
              ) : preview.error ? (
                <Typography variant="body2" color="text.secondary">
                  Fix the fields marked to see who this includes.
                </Typography>
              ) : (
                <Stack spacing={1}>
                  <Skeleton width="70%" />
                  <Skeleton variant="rounded" height={64} />
                  <Skeleton width="50%" />
                </Stack>
              )}
            </Box>
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Opening emails each eligible employee an invitation in your agency’s brand, with a link to sign up or sign in and enroll by {formatDate(form.ends_on)}.
        </Typography>
        {taken ? (
          <Alert severity="info" sx={{ mt: 1.5 }} data-testid="year-taken">
            The {taken} open enrollment already exists; a new one needs the employer’s approved plan design for the next plan year.
          </Alert>
        ) : null}
        {openConflict ? (
          <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="open-conflict">
            {openConflict.charAt(0).toUpperCase() + openConflict.slice(1)}.
          </Alert>
        ) : open.error && !Object.keys(fieldErrorsOf(open.error)).length ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {open.error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={open.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => open.mutate()} disabled={!valid || !!noDesign || !!taken || open.isPending || (data?.eligible ?? 0) === 0} data-testid="open-enrollment-submit">
          {open.isPending ? 'Opening…' : 'Open enrollment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
