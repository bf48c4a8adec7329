import DrawIcon from '@mui/icons-material/Draw';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api';
import { Change } from '../ui/Change';
import { choiceProblem, draftKey, electionErrorsByLine, newClientKey, payFrequencyLabel, priceOf, signatureMatches, tierLabel, toElections, totalsOf, waivedSummary, type Choices } from './format';
import { lineLabel } from '../ui/vocab';
import { mySubmissionQuery, submitElections } from './queries';
import { ConflictNotice, SaveError } from './StepActions';
import type { MyEnrollment } from './types';
import { formatCents } from '../ui/money';

/** The last step: every line, the totals, and the electronic signature. */
export function ReviewStep({
  enrollment,
  choices,
  onEdit,
  onBack,
  onReload,
  reloading,
}: {
  enrollment: MyEnrollment;
  choices: Choices;
  onEdit: (line: string) => void;
  onBack: () => void;
  onReload: () => void;
  reloading: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One key per review screen: a retry or a second click sends the same one, so the server keeps one submission.
  const [clientKey] = useState(newClientKey);
  const inFlight = useRef(false);
  const [consent, setConsent] = useState(false);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const w = enrollment.window;
  const elections = toElections(enrollment.lines, choices);
  const totals = totalsOf(enrollment.lines, choices);
  const problems = enrollment.lines.map((o) => [o.line, choiceProblem(o, choices[o.line])] as const).filter(([, p]) => p);

  const submit = useMutation({
    mutationFn: () =>
      submitElections(w.id, { expected_version: w.version, client_key: clientKey, elections, signature_name: name.trim(), consent }),
    onSuccess: (s) => {
      sessionStorage.removeItem(draftKey(w.id));
      queryClient.setQueryData(mySubmissionQuery(s.id).queryKey, s);
      void queryClient.invalidateQueries({ queryKey: ['my'] });
      void navigate(`/employees/confirmation/${s.id}`, { replace: true });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const fields = submit.error instanceof ApiError ? submit.error.fieldErrors : {};
  const byLine = electionErrorsByLine(fields, elections);
  const nameProblem = tried && !signatureMatches(name, enrollment.employee_name) ? `Type your full name as ${enrollment.employee_name}` : fields.signature_name;
  const consentProblem = tried && !consent ? 'Check the box to agree' : fields.consent;

  const sign = () => {
    setTried(true);
    if (inFlight.current || submit.isPending) return;
    if (problems.length || !consent || !signatureMatches(name, enrollment.employee_name)) return;
    inFlight.current = true;
    submit.mutate();
  };

  return (
    <Box data-testid="step-review">
      <Typography variant="h5" component="h2" gutterBottom>
        Review and sign
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Check your choices, then sign. You can change them until enrollment closes.
      </Typography>
      <Stack spacing={2}>
        <ConflictNotice error={submit.error} onReload={onReload} reloading={reloading} />
        <SaveError error={submit.error} />
        {problems.length ? (
          <Alert severity="warning" data-testid="review-incomplete">
            {problems.map(([line, p]) => (
              <Box key={line}>
                {lineLabel(line)}: {p}{' '}
                <Button size="small" onClick={() => onEdit(line)} sx={{ py: 0 }}>
                  Fix
                </Button>
              </Box>
            ))}
          </Alert>
        ) : null}

        <Paper variant="outlined" data-testid="review-lines">
          {enrollment.lines.map((o, i) => {
            const c = choices[o.line];
            const price = priceOf(o, c);
            const plan = c?.mode === 'plan' ? o.plans.find((p) => p.plan.id === c.plan_id)?.plan : undefined;
            return (
              <Box key={o.line}>
                {i > 0 ? <Divider /> : null}
                <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'flex-start' }} data-testid="review-line" data-line={o.line}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                      {lineLabel(o.line)}
                    </Typography>
                    {plan && price ? (
                      <>
                        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{plan.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {plan.carrier_name} · {tierLabel(price.tier)}
                          {price.covers.length ? ` (${price.covers.join(', ')})` : ''}
                        </Typography>
                      </>
                    ) : c?.mode === 'waive' ? (
                      <Typography color="text.secondary">{waivedSummary(c.waive_reason)}</Typography>
                    ) : (
                      <Typography color="warning.main">Not chosen yet</Typography>
                    )}
                    {byLine[o.line] ? (
                      <Typography variant="body2" color="error" data-testid="line-error">
                        {byLine[o.line]}
                      </Typography>
                    ) : null}
                    <Button size="small" onClick={() => onEdit(o.line)} sx={{ ml: -1, mt: 0.25 }} aria-label={`Change ${lineLabel(o.line).toLowerCase()}`}>
                      Change
                    </Button>
                  </Box>
                  {price ? (
                    <Box sx={{ textAlign: 'right', flexShrink: 0, pt: 2.5 }}>
                      <Typography sx={{ fontWeight: 700 }}>{formatCents(price.per_paycheck_cents)}</Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        per paycheck
                      </Typography>
                    </Box>
                  ) : null}
                </Box>
              </Box>
            );
          })}
          <Divider />
          <Box sx={{ p: 1.5, bgcolor: 'action.hover' }} data-testid="review-totals">
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>Your total</Typography>
              <Typography sx={{ fontWeight: 800, fontSize: '1.35rem' }} data-testid="total-per-paycheck">
                {formatCents(totals.perPaycheckCents)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
              per paycheck, paid {payFrequencyLabel(w.pay_frequency)} · {formatCents(totals.employeeCents)} per month
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }} data-testid="employer-share">
              Your employer pays {formatCents(totals.employerCents)} per month of {formatCents(totals.premiumCents)} in premiums
            </Typography>
            {enrollment.last_year ? (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }} data-testid="last-year-total">
                Last plan year ({enrollment.last_year.plan_year}): {formatCents(enrollment.last_year.employee_cents)} per month ·{' '}
                <Change amount={totals.employeeCents - enrollment.last_year.employee_cents} />
              </Typography>
            ) : null}
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="signature">
          <Typography sx={{ fontWeight: 700, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <DrawIcon fontSize="small" color="primary" /> Electronic signature
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5, p: 1.5, borderLeft: 3, borderColor: 'primary.main', bgcolor: 'background.default' }} data-testid="consent-text">
            {enrollment.consent_text}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} disabled={submit.isPending} />}
            label="I have read and agree to this statement"
            data-testid="consent"
          />
          {consentProblem ? <FormHelperText error>{consentProblem}</FormHelperText> : null}
          <TextField
            label="Type your full name to sign"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!nameProblem}
            helperText={nameProblem ?? `As ${enrollment.employee_name}. Your name, the time and your IP address are kept with your elections.`}
            disabled={submit.isPending}
            sx={{ mt: 1.5 }}
            autoComplete="name"
            name="signature_name"
            slotProps={{ htmlInput: { 'data-testid': 'signature-name', style: { fontStyle: name ? 'italic' : undefined } } }}
          />
        </Paper>
      </Stack>

      <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, mt: 3 }}>
        <Button onClick={onBack} disabled={submit.isPending} size="large" sx={{ width: { xs: '100%', sm: 'auto' } }} data-testid="step-back">
          Back
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" size="large" onClick={sign} disabled={submit.isPending || reloading} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }} data-testid="sign-submit">
          {submit.isPending ? 'Signing…' : 'Sign and submit'}
        </Button>
      </Box>
    </Box>
  );
}
