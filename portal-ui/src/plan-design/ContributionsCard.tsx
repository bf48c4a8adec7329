/** The contribution rules of a draft design: what the employer pays, per line and class. */
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DesignForm, emptyRule, type FieldErrors, type RuleForm } from './format';
import type { Plan } from './types';
import { SectionCard } from '../ui/cards';
import { LINE_CODES } from '../ui/vocab';
import { RuleEditor } from './RuleEditor';

/** The first line × class combination no rule covers yet (line first: all lines, then each line). */
function nextScope(rules: RuleForm[], classes: string[]): Pick<RuleForm, 'line' | 'employee_class'> {
  for (const line of ['' as const, ...LINE_CODES]) for (const employee_class of ['', ...classes]) if (!rules.some((r) => r.line === line && r.employee_class === employee_class)) return { line, employee_class };
  return { line: 'medical', employee_class: '' };
}

export function ContributionsCard({ form, classes, plans, onChange, errors }: { form: DesignForm; classes: string[]; plans: Plan[]; onChange: (rules: RuleForm[]) => void; errors: FieldErrors }) {
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
