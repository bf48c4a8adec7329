import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalculateIcon from '@mui/icons-material/Calculate';
import CheckIcon from '@mui/icons-material/Check';
import PlaceIcon from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { DateField } from '../book/fields';
import { formatDate, labelOf, PAY_FREQUENCIES, parseDate } from '../book/rules';
import { fieldErrorsOf, FormError } from '../book/ui';
import { versionsQuery } from '../census/api';
import { useMe } from '../dashboard/useSession';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { useGroup } from '../groups/context';
import { createQuote, ratingAreaQuery, type ContributionRule, type Plan } from './api';
import { cleanRule, ContributionEditor, DEFAULT_RULE, ruleProblems } from './ContributionEditor';
import { defaultEffectiveDate, describeRule, lineLabel, LINES, money, scopeLabel } from './format';
import { MAX_PLANS, PlanPicker } from './PlanPicker';
import { AgencyPlanChip, CarrierName } from './ui';

const STEPS = ['Effective date & census', 'Plans', 'Contribution', 'Review & rate'];
const SETUP_FIELDS = ['name', 'effective_date', 'lines', 'pay_frequency', 'census_version_id', 'zip'];

function stepOfField(field: string): number {
  if (SETUP_FIELDS.includes(field)) return 0;
  if (field === 'plan_ids') return 1;
  if (field.startsWith('contribution')) return 2;
  return 3;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" sx={{ color: 'text.secondary', width: 200, borderBottom: 'none', py: 0.5, pl: 0 }}>
        {label}
      </TableCell>
      <TableCell sx={{ borderBottom: 'none', py: 0.5, fontWeight: 600 }}>{children}</TableCell>
    </TableRow>
  );
}

/** The wizard's steps: numbered, clickable, light (no Stepper in the route chunk). */
function Steps({ step, done, onStep }: { step: number; done: boolean[]; onStep: (i: number) => void }) {
  return (
    <Box component="ol" aria-label="Steps" sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {STEPS.map((label, i) => {
        const active = i === step;
        const complete = i < step && done[i];
        return (
          <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: i < STEPS.length - 1 ? 1 : '0 0 auto' }}>
            <ButtonBase onClick={() => onStep(i)} aria-current={active ? 'step' : undefined} sx={{ borderRadius: 5, px: 1, py: 0.5, gap: 1, '&:hover': { bgcolor: 'action.hover' } }} data-testid={`step-${i}`}>
              <Box
                component="span"
                sx={{
                  width: 26,
                  height: 26,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                  fontWeight: 700,
                  bgcolor: active || complete ? 'primary.main' : 'action.selected',
                  color: active || complete ? 'primary.contrastText' : 'text.secondary',
                }}
              >
                {complete ? <CheckIcon sx={{ fontSize: 16 }} /> : i + 1}
              </Box>
              <Typography variant="body2" sx={{ fontWeight: active ? 700 : 500, color: active ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}>
                {label}
              </Typography>
            </ButtonBase>
            {i < STEPS.length - 1 ? <Box aria-hidden sx={{ flexGrow: 1, height: 1, bgcolor: 'divider', minWidth: 16 }} /> : null}
          </Box>
        );
      })}
    </Box>
  );
}

/** `/dashboard/groups/{id}/quote/new`: the new-quote wizard (setup, plans, contribution, review) → the rated quote. */
export default function QuoteNew() {
  const group = useGroup();
  const me = useMe();
  usePageTitle(`New quote · ${group.name}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = `/dashboard/groups/${group.id}/quote`;

  const [step, setStep] = useState(0);
  const [tried, setTried] = useState<Set<number>>(new Set());
  const [name, setName] = useState('');
  const [effective, setEffective] = useState(() => defaultEffectiveDate(group.renewal_date));
  const [census, setCensus] = useState('');
  const [lines, setLines] = useState<string[]>(['medical']);
  const [payFrequency, setPayFrequency] = useState<number>(group.pay_frequency || 26);
  const [selected, setSelected] = useState<Map<string, Plan>>(new Map());
  const [rules, setRules] = useState<ContributionRule[]>([{ ...DEFAULT_RULE }]);

  const versions = useQuery(versionsQuery(group.id));
  const area = useQuery({ ...ratingAreaQuery(group.zip), enabled: !!group.zip });
  const committed = (versions.data ?? []).filter((v) => v.status === 'committed' && v.number).sort((a, b) => (b.number ?? 0) - (a.number ?? 0));
  const ratingArea = group.rating_area ?? area.data?.rating_area ?? '';
  const plans = useMemo(() => [...selected.values()].filter((p) => lines.includes(p.line)), [selected, lines]);

  const create = useMutation({
    mutationFn: () =>
      createQuote(group.id, {
        name: name.trim() || undefined,
        effective_date: effective,
        lines,
        plan_ids: plans.map((p) => p.id),
        contribution: rules.map(cleanRule),
        census_version_id: census || undefined,
        pay_frequency: payFrequency,
      }),
    onSuccess: (q) => {
      void queryClient.invalidateQueries({ queryKey: ['groups', group.id] });
      queryClient.setQueryData(['quotes', q.id], q);
      navigate(`${base}/${q.id}`);
    },
    onError: (e) => {
      const fields = Object.keys(fieldErrorsOf(e));
      if (fields.length) setStep(Math.min(...fields.map(stepOfField)));
    },
  });
  const server = fieldErrorsOf(create.error);

  // Client checks, per step (the server checks the same and answers per field).
  const setupProblems: Record<string, string> = {};
  if (!parseDate(effective)) setupProblems.effective_date = 'enter a valid date';
  if (!lines.length) setupProblems.lines = 'choose at least one line of coverage';
  if (!ratingArea) setupProblems.zip = 'the group’s ZIP is in no rating area; fix the group’s ZIP first';
  const planProblem = plans.length === 0 ? 'choose at least one plan' : plans.length > MAX_PLANS ? `at most ${MAX_PLANS} plans` : lines.find((l) => !plans.some((p) => p.line === l)) ? `choose at least one ${lineLabel(lines.find((l) => !plans.some((p) => p.line === l))!).toLowerCase()} plan, or untick that line` : null;
  const contribution = ruleProblems(rules);
  const stepOk = [Object.keys(setupProblems).length === 0, !planProblem, Object.keys(contribution).length === 0, true];
  const show = (i: number) => tried.has(i);
  const err = (field: string, i: number) => server[field] ?? (show(i) ? setupProblems[field] : undefined);

  const next = () => {
    setTried((t) => new Set(t).add(step));
    if (stepOk[step]) setStep(step + 1);
  };

  const toggleLine = (l: string) => {
    const nextLines = lines.includes(l) ? lines.filter((x) => x !== l) : LINES.map(([k]) => k).filter((k) => k === l || lines.includes(k));
    setLines(nextLines);
    setRules((rs) => {
      const kept = rs.filter((r) => !r.line || nextLines.includes(r.line));
      return kept.length ? kept : [{ ...DEFAULT_RULE }];
    });
  };

  if (!can(me, 'quotes', 'write')) return <ForbiddenPage message="Your role can read this group’s quotes but not create them" />;

  const back = (
    <Button component={RouterLink} to={base} startIcon={<ArrowBackIcon />}>
      Quotes
    </Button>
  );

  return (
    <Stack spacing={1.5} data-testid="quote-wizard" data-step={step}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          New quote
        </Typography>
        {back}
      </Stack>
      <Card>
        <CardContent sx={{ py: '12px !important' }}>
          <Steps
            step={step}
            done={stepOk}
            onStep={(i) => {
              // Forward only through steps that are complete.
              if (i <= step || stepOk.slice(0, i).every(Boolean)) setStep(i);
              else setTried((t) => new Set([...t, ...[0, 1, 2].filter((s) => s < i)]));
            }}
          />
        </CardContent>
      </Card>
      <FormError error={create.error} />

      {step === 0 ? (
        <Card>
          <CardContent>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 7 }}>
                <Stack spacing={2.25}>
                  <TextField label="Name (optional)" value={name} onChange={(e) => setName(e.target.value.slice(0, 200))} placeholder={`Quote — ${formatDate(effective)}`} error={!!server.name} helperText={server.name ?? 'Shown on the proposal; by default the quote number and effective date'} />
                  <Stack direction="row" spacing={2}>
                    <DateField
                      label="Effective date"
                      name="effective_date"
                      value={effective}
                      onChange={(e) => setEffective(e.target.value)}
                      error={!!err('effective_date', 0)}
                      helperText={err('effective_date', 0) ?? (effective === group.renewal_date ? 'The group’s renewal date' : 'Members are rated at their age on this date')}
                      required
                      sx={{ flex: 1 }}
                    />
                    <TextField
                      select
                      label="Pay frequency"
                      value={payFrequency}
                      onChange={(e) => setPayFrequency(Number(e.target.value))}
                      error={!!server.pay_frequency}
                      helperText={server.pay_frequency ?? (payFrequency === group.pay_frequency ? 'The group’s pay frequency' : 'Employee cost is shown per paycheck')}
                      sx={{ flex: 1 }}
                    >
                      {PAY_FREQUENCIES.map(([k, l]) => (
                        <MenuItem key={k} value={k}>
                          {l}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Stack>
                  <TextField
                    select
                    label="Census"
                    value={census}
                    onChange={(e) => setCensus(e.target.value)}
                    error={!!server.census_version_id}
                    helperText={server.census_version_id ?? 'The quote keeps a snapshot of the people it was rated with'}
                    slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'census-source' } as object }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">Current roster · {group.headcount} employees</MenuItem>
                    {committed.map((v) => (
                      <MenuItem key={v.id} value={v.id}>
                        Census v{v.number} · {v.file_name} · {v.counts.employees} employees · {formatDate((v.committed_at ?? v.created_at).slice(0, 10))}
                      </MenuItem>
                    ))}
                  </TextField>
                  <FormControl error={!!err('lines', 0)} component="fieldset">
                    <FormLabel component="legend" sx={{ fontSize: 14 }}>
                      Lines of coverage
                    </FormLabel>
                    <FormGroup row>
                      {LINES.map(([k, l]) => (
                        <FormControlLabel key={k} control={<Checkbox checked={lines.includes(k)} onChange={() => toggleLine(k)} />} label={l} />
                      ))}
                    </FormGroup>
                    {err('lines', 0) ? <FormHelperText>{err('lines', 0)}</FormHelperText> : null}
                  </FormControl>
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }} data-testid="rating-area">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <PlaceIcon color="action" fontSize="small" />
                    <Typography variant="body2" color="text.secondary">
                      Rating area
                    </Typography>
                  </Stack>
                  <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3 }}>{ratingArea || '—'}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {area.data ? `${area.data.city}, ${area.data.state} ${area.data.zip} · ${area.data.county} County` : `ZIP ${group.zip}`}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                    From the group’s ZIP. Premiums are per member: the plan’s rate at 21 × the member’s age factor × tobacco; a family counts at most its three oldest children under 21.
                  </Typography>
                  {err('zip', 0) ? (
                    <Alert severity="error" sx={{ mt: 1 }}>
                      {err('zip', 0)}
                    </Alert>
                  ) : null}
                </Box>
                {group.headcount === 0 && !committed.length ? (
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    No one is on this group’s roster yet; import a census before quoting.
                  </Alert>
                ) : null}
              </Grid>
            </Grid>
          </CardContent>
        </Card>
      ) : null}

      {step === 1 ? <PlanPicker lines={lines} ratingArea={ratingArea} effectiveDate={effective} selected={selected} onChange={setSelected} error={server.plan_ids ?? (show(1) ? (planProblem ?? undefined) : undefined)} /> : null}

      {step === 2 ? (
        <Card>
          <CardContent>
            <ContributionEditor rules={rules} onChange={setRules} lines={lines} classes={group.employee_classes} plans={plans} errors={{ ...(show(2) ? contribution : {}), ...server }} />
          </CardContent>
        </Card>
      ) : null}

      {step === 3 ? (
        <Card data-testid="quote-review">
          <CardContent>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 5 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  Setup
                </Typography>
                <Table size="small">
                  <TableBody>
                    <Fact label="Name">{name.trim() || 'Automatic'}</Fact>
                    <Fact label="Effective date">{formatDate(effective)}</Fact>
                    <Fact label="Rating area">{ratingArea}</Fact>
                    <Fact label="Census">{census ? `Census v${committed.find((v) => v.id === census)?.number ?? '?'}` : `Current roster (${group.headcount} employees)`}</Fact>
                    <Fact label="Lines">{lines.map(lineLabel).join(', ')}</Fact>
                    <Fact label="Pay frequency">{labelOf(PAY_FREQUENCIES, payFrequency)}</Fact>
                  </TableBody>
                </Table>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
                  Contribution
                </Typography>
                <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                  {rules.map((r, i) => (
                    <Typography component="li" variant="body2" key={i}>
                      <b>{scopeLabel(r)}:</b> {describeRule(r, (id) => plans.find((p) => p.id === id)?.name)}
                    </Typography>
                  ))}
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {plans.length} {plans.length === 1 ? 'plan' : 'plans'}
                </Typography>
                <Table size="small" aria-label="Plans to rate">
                  <TableBody>
                    {plans.map((p) => (
                      <TableRow key={p.id} data-testid="review-plan">
                        <TableCell sx={{ pl: 0 }}>
                          {p.name} <AgencyPlanChip plan={p} />
                        </TableCell>
                        <TableCell>
                          <CarrierName name={p.carrier_name} color={p.carrier_color} />
                        </TableCell>
                        <TableCell>{lineLabel(p.line)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {money(p.base_rate)} <Typography component="span" variant="caption" color="text.secondary">at 21</Typography>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Grid>
            </Grid>
          </CardContent>
        </Card>
      ) : null}

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Button disabled={step === 0 || create.isPending} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {step === 1 ? (
            <Typography variant="body2" color="text.secondary">
              {plans.length} selected
            </Typography>
          ) : null}
          {step < 3 ? (
            <Button variant="contained" onClick={next} data-testid="wizard-next">
              Next: {STEPS[step + 1]}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : <CalculateIcon />}
              disabled={create.isPending || !stepOk.every(Boolean)}
              onClick={() => create.mutate()}
              data-testid="rate-quote"
            >
              {create.isPending ? 'Rating…' : `Rate ${plans.length} ${plans.length === 1 ? 'plan' : 'plans'}`}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
