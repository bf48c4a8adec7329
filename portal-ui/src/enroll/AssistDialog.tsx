/**
 * Enroll or waive on an employee's behalf: per line a plan and tier (priced for this employee per
 * paycheck) or a waiver with its reason; signed with the assisting person's own name. The server
 * marks it assisted and audits it; a newer version (the employee signed meanwhile) or a closed
 * window comes back as a 409, shown with a way to reload.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../api';
import { useMe } from '../dashboard/useSession';
import { choiceProblem, choicesToInput, initialChoices, newClientKey, sameName, type LineChoice } from './format';
import { participantQuery, submitElections } from './queries';
import type { LineOffer, ParticipantDetail } from './types';
import { SelectField } from '../ui/fields';
import { lineLabel, tierName, waiveReasonOptions } from '../ui/vocab';
import { formatDate, formatDateTime } from '../ui/dates';
import { fieldErrorsOf } from '../ui/formErrors';
import { LoadError } from '../ui/states';
import { formatCents } from '../ui/money';

function LineSection({ offer, choice, onChange, error }: { offer: LineOffer; choice: LineChoice; onChange: (c: LineChoice) => void; error?: string }) {
  const label = lineLabel(offer.line);
  const plan = offer.plans.find((p) => p.plan.id === choice.plan_id);
  // Waiving is chosen before its reason is: remembered here until a plan is picked.
  const [waiving, setWaiving] = useState(!choice.plan_id && !!choice.waive_reason);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 1.5, pt: 0.5, pb: 1, m: 0 }} data-testid={`assist-line-${offer.line}`}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5, fontWeight: 700 }}>
        {label}
      </Typography>
      <RadioGroup
        value={choice.plan_id || (waiving ? 'waive' : '')}
        onChange={(e) => {
          const v = e.target.value;
          setWaiving(v === 'waive');
          if (v === 'waive') onChange({ ...choice, plan_id: '', tier: '', waive_reason: choice.waive_reason || '' });
          else {
            const next = offer.plans.find((p) => p.plan.id === v);
            const tier = next?.prices.some((t) => t.tier === choice.tier) ? choice.tier : (next?.prices[0]?.tier ?? '');
            onChange({ ...choice, plan_id: v, tier, waive_reason: '' });
          }
        }}
        name={`plan-${offer.line}`}
      >
        {offer.plans.map((p) => {
          const from = Math.min(...p.prices.map((t) => t.per_paycheck_cents));
          return (
            <FormControlLabel
              key={p.plan.id}
              value={p.plan.id}
              control={<Radio size="small" />}
              label={
                <Box>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {p.plan.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {p.plan.carrier_name} · {p.plan.network_type}
                    {p.plan.metal_level ? ` · ${p.plan.metal_level}` : ''} · deductible {formatCents(p.plan.deductible_individual_cents, true)}
                    {p.prices.length ? ` · from ${formatCents(from)} a paycheck` : ''}
                  </Typography>
                </Box>
              }
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, my: 0.25 }}
            />
          );
        })}
        <FormControlLabel value="waive" control={<Radio size="small" />} label={<Typography variant="body2">Waive {label.toLowerCase()} coverage</Typography>} />
      </RadioGroup>
      {plan ? (
        <SelectField
          size="small"
          label={`${label} tier`}
          value={choice.tier}
          onPick={(tier) => onChange({ ...choice, tier })}
          options={plan.prices.map((t) => [t.tier, `${t.tier} · ${tierName(t.tier)} — ${formatCents(t.per_paycheck_cents)} a paycheck${t.covers.length ? ` (${t.covers.join(', ')})` : ''}`] as const)}
          sx={{ mt: 1, minWidth: 320 }}
        />
      ) : waiving ? (
        <SelectField size="small" label={`Reason to waive ${label.toLowerCase()}`} value={choice.waive_reason} onPick={(waive_reason) => onChange({ ...choice, waive_reason })} options={waiveReasonOptions()} sx={{ mt: 1, minWidth: 320 }} />
      ) : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

function AssistForm({ detail, onClose, onDone, onReload }: { detail: ParticipantDetail; onClose: () => void; onDone: () => void; onReload: () => void }) {
  const me = useMe();
  const [clientKey] = useState(newClientKey);
  const [choices, setChoices] = useState<LineChoice[]>(() => initialChoices(detail.lines, detail.current));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [signature, setSignature] = useState('');
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const { participant, window: w } = detail;

  const submit = useMutation({
    mutationFn: () =>
      submitElections(w.id, participant.employee_id, { expected_version: participant.version, client_key: clientKey, elections: choicesToInput(choices), signature_name: signature.trim(), consent: true }),
    onSuccess: onDone,
  });
  const fields = fieldErrorsOf(submit.error);
  const conflict = submit.error instanceof ApiError && submit.error.status === 409 ? submit.error : null;
  const problems = choices.map(choiceProblem);
  const signatureOk = sameName(signature, me.user.name);
  const ready = problems.every((p) => p === null) && signatureOk && consent;
  const total = useMemo(
    () =>
      choices.reduce((n, c) => {
        const price = detail.lines.find((l) => l.line === c.line)?.plans.find((p) => p.plan.id === c.plan_id)?.prices.find((t) => t.tier === c.tier);
        return n + (price?.per_paycheck_cents ?? 0);
      }, 0),
    [choices, detail.lines],
  );
  const fieldFor = (line: string, i: number) => fields[`elections.${line}`] ?? fields[`elections[${i}].plan_id`] ?? fields[`elections[${i}].tier`] ?? fields[`elections[${i}].waive_reason`];

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {w.plan_year} {w.kind === 'special' ? 'special enrollment' : 'open enrollment'} · coverage from {formatDate(w.coverage_start)} · {participant.email ?? 'no email'}
            {participant.employee_class ? ` · ${participant.employee_class}` : ''}
          </Typography>
          {detail.current ? (
            <Alert severity="info" data-testid="assist-current">
              Current elections: version {detail.current.version}, {detail.current.outcome}, signed {formatDateTime(detail.current.signed_at)} by {detail.current.submitted_by_name}
              {detail.current.assisted ? ' (assisted)' : ''}. Submitting makes a new version; every earlier one is kept.
            </Alert>
          ) : null}
          {conflict ? (
            <Alert
              severity="warning"
              data-testid="assist-conflict"
              action={
                <Button color="inherit" size="small" onClick={onReload}>
                  Reload
                </Button>
              }
            >
              <AlertTitle>Not saved</AlertTitle>
              {conflict.message.charAt(0).toUpperCase() + conflict.message.slice(1)}.
            </Alert>
          ) : submit.error && !Object.keys(fields).length ? (
            <Alert severity="error" data-testid="assist-error">
              {submit.error.message}
            </Alert>
          ) : null}
          {detail.lines.length === 0 ? <Alert severity="warning">This enrollment offers no line of coverage to this employee.</Alert> : null}
          {detail.lines.map((offer, i) => (
            <LineSection
              key={offer.line}
              offer={offer}
              choice={choices[i]}
              onChange={(c) => {
                setChoices((all) => all.map((x, j) => (j === i ? c : x)));
                setTouched((t) => ({ ...t, [offer.line]: true }));
              }}
              error={fieldFor(offer.line, i) ?? ((tried || touched[offer.line]) && problems[i] ? problems[i]! : undefined)}
            />
          ))}
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">
              The employee pays, each paycheck ({w.pay_frequency} a year)
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }} data-testid="assist-total">
              {formatCents(total)}
            </Typography>
          </Stack>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
            <FormControlLabel
              control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
              label={<Typography variant="body2">{detail.consent_text}</Typography>}
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
            />
            {fields.consent || (tried && !consent) ? <FormHelperText error>{fields.consent ?? 'read and accept the statement to sign'}</FormHelperText> : null}
            <TextField
              label="Your name, as your signature"
              value={signature}
              onChange={(e) => setSignature(e.target.value)}
              fullWidth
              size="small"
              sx={{ mt: 1.5 }}
              error={!!fields.signature_name || (tried && !signatureOk)}
              helperText={fields.signature_name ?? `Type your own full name (${me.user.name}); the elections are marked as entered by you on ${participant.name}’s behalf.`}
              autoComplete="off"
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setTried(true);
            if (ready) submit.mutate();
          }}
          disabled={submit.isPending || !!conflict}
          data-testid="assist-submit"
        >
          {submit.isPending ? 'Signing…' : 'Sign and submit'}
        </Button>
      </DialogActions>
    </>
  );
}

export default function AssistDialog({ windowId, employeeId, name, onClose, onDone }: { windowId: string; employeeId: string; name: string; onClose: () => void; onDone: () => void }) {
  const detail = useQuery(participantQuery(windowId, employeeId));
  const [round, setRound] = useState(0);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="assist-title" data-testid="assist-dialog">
      <DialogTitle id="assist-title">Enroll for {name}</DialogTitle>
      {detail.error ? (
        <DialogContent>
          <LoadError error={detail.error} retry={() => void detail.refetch()} what="the employee’s enrollment" />
        </DialogContent>
      ) : !detail.data ? (
        <DialogContent>
          <Stack spacing={1.5}>
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={80} />
          </Stack>
        </DialogContent>
      ) : (
        <AssistForm
          key={`${detail.data.participant.version}:${round}`}
          detail={detail.data}
          onClose={onClose}
          onDone={onDone}
          onReload={() => {
            void detail.refetch().then(() => setRound((r) => r + 1));
          }}
        />
      )}
    </Dialog>
  );
}
