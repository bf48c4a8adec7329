/** Step 3 of a new quote: the employer's contribution scenario (rules by line and employee class). */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeRule, scopeLabel } from './format';
import { SelectField } from '../ui/fields';
import { codeOptions, CONTRIBUTION_KIND_LABELS, lineLabel, type Line } from '../ui/vocab';
import { dollarsToCents } from '../ui/money';
import type { ContributionRule, Plan } from './queries';

/** A rule as the editor holds it: the API's rule with its amounts as the dollars typed. */
export type RuleDraft = Omit<ContributionRule, 'ee_cents' | 'es_cents' | 'ec_cents' | 'ef_cents' | 'amount_cents'> & { ee?: string; es?: string; ec?: string; ef?: string; amount?: string };

export const DEFAULT_RULE: RuleDraft = { kind: 'percent', employee_pct: '75', dependents_pct: '50' };

/** Only the fields of a rule's kind, trimmed, amounts in cents; empty scope left out. What the API is sent. */
export function cleanRule(r: RuleDraft): ContributionRule {
  const t = (v?: string) => (v === undefined || v.trim() === '' ? undefined : v.trim());
  const cents = (v?: string) => dollarsToCents(v ?? '') ?? undefined;
  const out: ContributionRule = { kind: r.kind };
  if (r.line) out.line = r.line;
  if (r.employee_class) out.employee_class = r.employee_class;
  switch (r.kind) {
    case 'percent':
      return { ...out, employee_pct: t(r.employee_pct), dependents_pct: t(r.dependents_pct) };
    case 'base_plan':
      return { ...out, employee_pct: t(r.employee_pct), dependents_pct: t(r.dependents_pct), base_plan_id: r.base_plan_id || undefined };
    case 'flat_per_tier':
      return { ...out, ee_cents: cents(r.ee), es_cents: cents(r.es), ec_cents: cents(r.ec), ef_cents: cents(r.ef) };
    case 'allowance':
      return { ...out, amount_cents: cents(r.amount) };
    default:
      return out;
  }
}

/**
 * A rule turned into a buy-up: it names its line (the API asks for it), its own if it has one, else
 * the first line with plans to choose from; and a base plan of that line.
 */
export function asBuyUp(r: RuleDraft, lines: Line[], plans: Plan[]): RuleDraft {
  const line = r.line || (lines.find((l) => plans.some((p) => p.line === l)) ?? lines[0]);
  const keep = plans.some((p) => p.id === r.base_plan_id && p.line === line);
  return { ...r, kind: 'base_plan', line, base_plan_id: keep ? r.base_plan_id : plans.find((p) => p.line === line)?.id };
}

/** Client checks (the server checks the same): percentages 0–100, dollars ≥ 0 with cents, one rule per scope. */
export function ruleProblems(rules: RuleDraft[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!rules.length) out.contribution = 'give at least one contribution rule';
  const seen = new Set<string>();
  rules.forEach((r, i) => {
    const f = (n: string) => `contribution[${i}].${n}`;
    const key = `${r.line ?? ''}|${r.employee_class ?? ''}`;
    if (seen.has(key)) out[f('line')] = 'another rule covers the same line and class';
    seen.add(key);
    const pct = (v?: string) => v !== undefined && /^\d+(\.\d+)?$/.test(v.trim()) && Number(v) <= 100;
    const usd = (v?: string) => v !== undefined && /^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= 100_000;
    if (r.kind === 'percent' || r.kind === 'base_plan') {
      if (!pct(r.employee_pct)) out[f('employee_pct')] = 'a percentage from 0 to 100';
      if (!pct(r.dependents_pct)) out[f('dependents_pct')] = 'a percentage from 0 to 100';
      if (r.kind === 'base_plan' && !r.line && !out[f('line')]) out[f('line')] = 'a buy-up names its line';
      if (r.kind === 'base_plan' && !r.base_plan_id) out[f('base_plan_id')] = 'choose the reference plan';
    } else if (r.kind === 'flat_per_tier') {
      for (const n of ['ee', 'es', 'ec', 'ef'] as const) if (!usd(r[n])) out[f(n)] = 'dollars, 0 or more';
    } else if (r.kind === 'allowance') {
      if (!usd(r.amount)) out[f('amount')] = 'dollars, 0 or more';
    }
  });
  return out;
}

function Num({ label, value, onChange, error, unit, name }: { label: string; value?: string; onChange: (v: string) => void; error?: string; unit: '%' | '$'; name: string }) {
  return (
    <TextField
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, '').slice(0, 9))}
      error={!!error}
      helperText={error}
      sx={{ width: unit === '%' ? 150 : 130 }}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: unit === '%' ? { endAdornment: <InputAdornment position="end">%</InputAdornment> } : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

export function ContributionEditor({
  rules,
  onChange,
  lines,
  classes,
  plans,
  errors,
}: {
  rules: RuleDraft[];
  onChange: (rules: RuleDraft[]) => void;
  lines: Line[];
  classes: string[];
  plans: Plan[];
  errors: Record<string, string>;
}) {
  const set = (i: number, change: Partial<RuleDraft>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const taken = new Set(rules.map((r) => `${r.line ?? ''}|${r.employee_class ?? ''}`));
  const nextLine = lines.find((l) => !taken.has(`${l}|`));
  const nextClass = classes.find((c) => !taken.has(`|${c}`));
  const add = (rule: Partial<RuleDraft>) => onChange([...rules, { ...DEFAULT_RULE, ...rule }]);

  return (
    <Stack spacing={1.5} data-testid="contribution-editor">
      <Typography variant="body2" color="text.secondary">
        The most specific rule that matches an employee applies: line and class, then line, then class, then the default. Amounts are monthly.
      </Typography>
      {errors.contribution ? <Alert severity="error">{errors.contribution}</Alert> : null}
      {rules.map((r, i) => {
        const e = (n: string) => errors[`contribution[${i}].${n}`] ?? errors[`contribution[${i}].${n}_cents`];
        const buyUp = r.kind === 'base_plan';
        const basePlans = plans.filter((p) => p.line === r.line);
        return (
          <Card variant="outlined" key={i} data-testid="contribution-rule" sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
              <SelectField
                label="Line"
                value={r.line ?? ''}
                onPick={(line) => (buyUp ? onChange(rules.map((x, j) => (j === i ? asBuyUp({ ...x, line: line || undefined }, lines, plans) : x))) : set(i, { line: line || undefined }))}
                options={[...(buyUp ? [] : [['', 'Every line'] as const]), ...lines.map((l) => [l, lineLabel(l)] as const)]}
                error={!!e('line')}
                helperText={e('line')}
                sx={{ width: 150 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label="Employee class"
                value={r.employee_class ?? ''}
                onChange={(ev) => set(i, { employee_class: ev.target.value || undefined })}
                error={!!e('employee_class')}
                helperText={e('employee_class')}
                sx={{ width: 170 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">Every class</MenuItem>
                {classes.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
              <SelectField
                label="Strategy"
                value={r.kind}
                onPick={(kind) => (kind === 'base_plan' ? onChange(rules.map((x, j) => (j === i ? asBuyUp(x, lines, plans) : x))) : set(i, { kind }))}
                options={codeOptions(CONTRIBUTION_KIND_LABELS)}
                error={!!e('kind')}
                helperText={e('kind')}
                sx={{ width: 260 }}
                slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Strategy of rule ${i + 1}` } } }}
              />
              {r.kind === 'percent' || r.kind === 'base_plan' ? (
                <>
                  {r.kind === 'base_plan' ? (
                    <TextField
                      select
                      label="Base plan"
                      value={r.base_plan_id ?? ''}
                      onChange={(ev) => set(i, { base_plan_id: ev.target.value })}
                      error={!!e('base_plan_id')}
                      helperText={e('base_plan_id') ?? (basePlans.length ? undefined : 'pick plans of this line first')}
                      sx={{ width: 260 }}
                    >
                      {basePlans.map((p) => (
                        <MenuItem key={p.id} value={p.id}>
                          {p.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : null}
                  <Num label="Employee" name={`rule-${i}-employee_pct`} unit="%" value={r.employee_pct} onChange={(v) => set(i, { employee_pct: v })} error={e('employee_pct')} />
                  <Num label="Dependents" name={`rule-${i}-dependents_pct`} unit="%" value={r.dependents_pct} onChange={(v) => set(i, { dependents_pct: v })} error={e('dependents_pct')} />
                </>
              ) : r.kind === 'flat_per_tier' ? (
                (['ee', 'es', 'ec', 'ef'] as const).map((t) => <Num key={t} label={t.toUpperCase()} name={`rule-${i}-${t}`} unit="$" value={r[t]} onChange={(v) => set(i, { [t]: v })} error={e(t)} />)
              ) : r.kind === 'allowance' ? (
                <Num label="Allowance" name={`rule-${i}-amount`} unit="$" value={r.amount} onChange={(v) => set(i, { amount: v })} error={e('amount')} />
              ) : null}
              <Box sx={{ flexGrow: 1 }} />
              <IconButton aria-label={`Remove rule ${i + 1}`} title={rules.length === 1 ? 'A quote needs at least one rule' : 'Remove this rule'} disabled={rules.length === 1} onClick={() => onChange(rules.filter((_, j) => j !== i))}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
              <b>{scopeLabel(r)}:</b> {describeRule(cleanRule(r), (id) => plans.find((p) => p.id === id)?.name)}
            </Typography>
          </Card>
        );
      })}
      <Stack direction="row" spacing={1}>
        <Button startIcon={<AddIcon />} disabled={!nextLine} onClick={() => add({ line: nextLine })} data-testid="add-line-rule">
          Rule for a line
        </Button>
        <Button startIcon={<AddIcon />} disabled={!nextClass} onClick={() => add({ employee_class: nextClass })} data-testid="add-class-rule">
          Rule for a class
        </Button>
      </Stack>
    </Stack>
  );
}
