/** The editing cards of a draft design: plan year and rules, offered plans per line, contributions. */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAY_FREQUENCIES, WAITING_PERIODS } from '../book/rules';
import { CONTRIBUTION_KINDS, decimalInput, describeRule, emptyRule, formToRule, LINE_LABELS, LINES, OFFERING_MODELS, ruleProblems, type DesignForm, type RuleForm } from './format';
import { PlanName } from './PlanBits';
import { AddPlansDialog } from './AddPlansDialog';
import { acceptedQuotesQuery } from './queries';
import type { Plan, QuoteSummary } from './types';
import { DateField, SelectField } from '../ui/fields';
import { formatDate } from '../ui/dates';
import { SectionCard } from '../ui/cards';
import { formatDollars } from '../ui/money';

type Errors = Record<string, string>;

export function SettingsCard({ form, onChange, errors, fixedYear }: { form: DesignForm; onChange: (patch: Partial<DesignForm>) => void; errors: Errors; fixedYear: boolean }) {
  const yearProblem = fixedYear && form.effective_date && Number(form.effective_date.slice(0, 4)) !== form.plan_year ? `must fall in the plan year ${form.plan_year}` : null;
  return (
    <SectionCard title="Plan year and eligibility" testId="design-settings">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            label="Effective date"
            name="effective_date"
            value={form.effective_date}
            onChange={(e) => {
              const v = e.target.value;
              onChange(fixedYear || !/^\d{4}-/.test(v) ? { effective_date: v } : { effective_date: v, plan_year: Number(v.slice(0, 4)) });
            }}
            error={!!(yearProblem ?? errors.effective_date)}
            helperText={yearProblem ?? errors.effective_date ?? `Plan year ${form.plan_year}`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} data-setting="offering_model">
          <SelectField
            label="Offering model"
            name="offering_model"
            value={form.offering_model}
            onChange={(e) => onChange({ offering_model: e.target.value })}
            options={OFFERING_MODELS.map(([k, l]) => [k, l] as const)}
            error={!!errors.offering_model}
            helperText={errors.offering_model ?? OFFERING_MODELS.find(([k]) => k === form.offering_model)?.[2]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField label="Waiting period" name="waiting_period" value={form.waiting_period} onChange={(e) => onChange({ waiting_period: e.target.value })} options={WAITING_PERIODS} error={!!errors.waiting_period} helperText={errors.waiting_period ?? 'Before new hires are covered (at most 90 days)'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField label="Pay frequency" name="pay_frequency" value={form.pay_frequency} onChange={(e) => onChange({ pay_frequency: Number(e.target.value) })} options={PAY_FREQUENCIES} error={!!errors.pay_frequency} helperText={errors.pay_frequency ?? 'Employee cost is shown per paycheck'} />
        </Grid>
      </Grid>
    </SectionCard>
  );
}

function QuoteMenu({ groupId, onPick }: { groupId: string; onPick: (q: QuoteSummary) => void }) {
  const quotes = useQuery(acceptedQuotesQuery(groupId));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = quotes.data?.data ?? [];
  if (!quotes.data) return null;
  return (
    <>
      <Tooltip title={list.length ? '' : 'No accepted quote yet: mark a quote accepted to start from its plans'}>
        <span>
          <Button size="small" startIcon={<PlaylistAddIcon />} onClick={(e) => setAnchor(e.currentTarget)} disabled={!list.length} data-testid="add-from-quote">
            From an accepted quote
          </Button>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {list.map((q) => (
          <MenuItem
            key={q.id}
            onClick={() => {
              setAnchor(null);
              onPick(q);
            }}
          >
            <ListItemText primary={q.name} secondary={`${q.plan_count} plans · effective ${formatDate(q.effective_date)} · ${q.lines.map((l) => LINE_LABELS[l] ?? l).join(', ')}`} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function PlansCard({
  groupId,
  ratingArea,
  form,
  plans,
  onAdd,
  onRemove,
  onQuote,
  errors,
}: {
  groupId: string;
  ratingArea: string | null | undefined;
  form: DesignForm;
  plans: Record<string, Plan>;
  onAdd: (plans: Plan[]) => void;
  onRemove: (id: string) => void;
  onQuote: (q: QuoteSummary) => void;
  errors: Errors;
}) {
  const [picking, setPicking] = useState<string | null>(null);
  const chosen = form.plan_ids.map((id) => plans[id] ?? null);
  const unknown = form.plan_ids.filter((id) => !plans[id]);
  return (
    <SectionCard title="Offered plans" subheader="Per line of coverage, from an accepted quote or the catalogue" action={<QuoteMenu groupId={groupId} onPick={onQuote} />} testId="design-plans">
      <Stack spacing={1.5}>
        {errors.plan_ids ? (
          <Alert severity="error" data-testid="plans-error">
            {errors.plan_ids}
          </Alert>
        ) : null}
        {LINES.map((line) => {
          const mine = chosen.filter((p): p is Plan => !!p && p.line === line);
          return (
            <Box key={line} data-testid={`plans-${line}`}>
              <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                  {LINE_LABELS[line]}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {mine.length ? `· ${mine.length} plan${mine.length === 1 ? '' : 's'}` : ''}
                  </Typography>
                </Typography>
                <Button size="small" startIcon={<AddIcon />} onClick={() => setPicking(line)} aria-label={`Add ${line} plans`}>
                  Add plans
                </Button>
              </Stack>
              {mine.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
                  {line === 'medical' ? 'No medical plan yet: add at least one to see costs and checks.' : `No ${line} plan offered.`}
                </Typography>
              ) : (
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  {mine.map((p, i) => (
                    <Stack key={p.id} direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 0.75, borderTop: i ? 1 : 0, borderColor: 'divider' }} data-testid="design-plan" data-plan={p.id}>
                      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                        <PlanName plan={p} />
                      </Box>
                      {p.base_rate !== undefined ? (
                        <Tooltip title="Monthly rate of a 21-year-old non-tobacco member">
                          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                            {formatDollars(p.base_rate)} age 21
                          </Typography>
                        </Tooltip>
                      ) : null}
                      <IconButton size="small" aria-label={`Remove ${p.name}`} onClick={() => onRemove(p.id)}>
                        <RemoveCircleOutlineIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
        {unknown.length ? (
          <Typography variant="caption" color="text.secondary">
            Loading {unknown.length} plan{unknown.length === 1 ? '' : 's'}…
          </Typography>
        ) : null}
      </Stack>
      {picking ? (
        <AddPlansDialog line={picking} ratingArea={ratingArea} effectiveDate={form.effective_date} chosen={form.plan_ids} onClose={() => setPicking(null)} onAdd={onAdd} />
      ) : null}
    </SectionCard>
  );
}

/** The first line × class combination no rule covers yet (line first: all lines, then each line). */
function nextScope(rules: RuleForm[], classes: string[]): { line: string; employee_class: string } {
  for (const line of ['', ...LINES]) for (const employee_class of ['', ...classes]) if (!rules.some((r) => r.line === line && r.employee_class === employee_class)) return { line, employee_class };
  return { line: 'medical', employee_class: '' };
}

function Money({ label, value, onChange, error, suffix = '/mo' }: { label: string; value: string; onChange: (v: string) => void; error?: string; suffix?: string }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(decimalInput(e.target.value))}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment>, endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined } }}
    />
  );
}

function Percent({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(decimalInput(e.target.value))}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}

function RuleEditor({
  index,
  rule,
  classes,
  plans,
  onChange,
  onRemove,
  errors,
}: {
  index: number;
  rule: RuleForm;
  classes: string[];
  plans: Plan[];
  onChange: (r: RuleForm) => void;
  onRemove?: () => void;
  errors: Errors;
}) {
  const local = ruleProblems(rule);
  const err = (k: keyof RuleForm) => errors[`contribution[${index}].${k}`] ?? (rule[k] !== '' || k === 'base_plan_id' || k === 'line' ? local[k] : undefined);
  const buyUp = rule.kind === 'base_plan';
  const set = (patch: Partial<RuleForm>) => onChange({ ...rule, ...patch });
  const basePlans = plans.filter((p) => p.line === (rule.line || 'medical'));
  const name = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, pt: 2 }} data-testid={`rule-${index}`} role="group" aria-label={`Contribution rule ${index + 1}`}>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectField
            size="small"
            label="Line"
            value={rule.line}
            onChange={(e) => set({ line: e.target.value, base_plan_id: '' })}
            options={[...(buyUp ? [] : [['', 'All lines'] as const]), ...LINES.map((l) => [l, LINE_LABELS[l]] as const)]}
            error={!!err('line')}
            helperText={err('line')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectField
            size="small"
            label="Class"
            value={rule.employee_class}
            onChange={(e) => set({ employee_class: e.target.value })}
            options={[['', 'All classes'], ...classes.map((c) => [c, c] as const)]}
            error={!!errors[`contribution[${index}].employee_class`]}
            helperText={errors[`contribution[${index}].employee_class`]}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 10, sm: 5 }}>
          <SelectField
            size="small"
            label="Strategy"
            value={rule.kind}
            onChange={(e) => {
              const kind = e.target.value;
              set({ kind, ...(kind === 'base_plan' && !rule.line ? { line: 'medical' } : {}) });
            }}
            options={CONTRIBUTION_KINDS}
          />
        </Grid>
        <Grid size={{ xs: 2, sm: 1 }} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
          <Tooltip title={onRemove ? 'Remove this rule' : 'A design needs at least one rule'}>
            <span>
              <IconButton aria-label={`Remove contribution rule ${index + 1}`} onClick={onRemove} disabled={!onRemove} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Grid>
        {rule.kind === 'percent' || rule.kind === 'base_plan' ? (
          <>
            {rule.kind === 'base_plan' ? (
              <Grid size={12}>
                <SelectField
                  size="small"
                  label="Base plan"
                  value={rule.base_plan_id}
                  onChange={(e) => set({ base_plan_id: e.target.value })}
                  options={basePlans.map((p) => [p.id, `${p.name} (${p.carrier_name})`] as const)}
                  error={!!err('base_plan_id')}
                  helperText={err('base_plan_id') ?? (basePlans.length ? 'Employees pay the difference for richer plans' : `Add ${rule.line || 'medical'} plans first`)}
                />
              </Grid>
            ) : null}
            <Grid size={6}>
              <Percent label="Employer pays, employee-only" value={rule.employee_pct} onChange={(v) => set({ employee_pct: v })} error={err('employee_pct')} />
            </Grid>
            <Grid size={6}>
              <Percent label="Employer pays, dependents" value={rule.dependents_pct} onChange={(v) => set({ dependents_pct: v })} error={err('dependents_pct')} />
            </Grid>
          </>
        ) : rule.kind === 'flat_per_tier' ? (
          (['ee', 'es', 'ec', 'ef'] as const).map((k) => (
            <Grid key={k} size={{ xs: 6, sm: 3 }}>
              <Money label={`${k.toUpperCase()} employer`} value={rule[k]} onChange={(v) => set({ [k]: v })} error={err(k)} />
            </Grid>
          ))
        ) : rule.kind === 'allowance' ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <Money label="Monthly allowance" value={rule.amount} onChange={(v) => set({ amount: v })} error={err('amount')} />
          </Grid>
        ) : null}
      </Grid>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }} data-testid="rule-summary">
        {Object.keys(local).length ? 'Complete the rule to see it in the cost model.' : describeRule(formToRule(rule), name)}
      </Typography>
    </Box>
  );
}

export function ContributionsCard({ form, classes, plans, onChange, errors }: { form: DesignForm; classes: string[]; plans: Plan[]; onChange: (rules: RuleForm[]) => void; errors: Errors }) {
  const rules = form.rules;
  return (
    <Box data-setting="contribution">
      <SectionCard
        title="Employer contribution"
        subheader="The most specific rule matching an employee’s line and class applies"
        testId="design-contributions"
        action={
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rules, { ...emptyRule(), ...nextScope(rules, classes), employee_pct: '50', dependents_pct: '0' }])} data-testid="add-rule">
            Add a rule
          </Button>
        }
      >
        <Stack spacing={1.5}>
          {errors.contribution ? <Alert severity="error">{errors.contribution}</Alert> : null}
          {rules.map((r, i) => (
            <RuleEditor
              key={i}
              index={i}
              rule={r}
              classes={classes}
              plans={plans}
              errors={errors}
              onChange={(next) => onChange(rules.map((x, j) => (j === i ? next : x)))}
              onRemove={rules.length > 1 ? () => onChange(rules.filter((_, j) => j !== i)) : undefined}
            />
          ))}
          {classes.length === 0 ? (
            <Typography variant="caption" color="text.secondary">
              This group has no employee classes; add them in the group’s settings to contribute differently per class.
            </Typography>
          ) : null}
        </Stack>
      </SectionCard>
    </Box>
  );
}
