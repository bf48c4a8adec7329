/** My coverage as elected: per line the plan, the tier, who is covered and what it costs per paycheck. */
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, payFrequencyLabel, perPaycheck, tierLabel, waivedSummary } from './format';
import { lineLabel } from '../ui/vocab';
import type { Submission } from './types';
import { EmptyState } from '../ui/states';
import { SectionCard } from '../ui/cards';
import { formatCents } from '../ui/money';

function coveredNames(s: Submission['lines'][number]): string {
  return ['You', ...s.dependents.map((n) => n.split(' ')[0])].join(', ');
}

/** `signed`: elections signed in an open enrollment, not yet in force; `past`: the plan year before the one in force. */
export function CoverageCard({ coverage, signed, past }: { coverage: Submission | null | undefined; signed?: boolean; past?: boolean }) {
  if (!coverage) {
    return (
      <SectionCard title="My coverage" testId="my-coverage">
        <EmptyState icon={<HealthAndSafetyIcon />} title="No coverage on file yet">
          Once you enroll and your elections are signed, your plans and what they cost you each paycheck show up here.
        </EmptyState>
      </SectionCard>
    );
  }
  const periods = coverage.pay_frequency;
  return (
    <SectionCard
      title={signed ? 'My elections' : past ? `Last plan year (${coverage.plan_year})` : 'My coverage'}
      subheader={
        signed
          ? `Signed for ${coverage.plan_year} · coverage starts ${formatDate(coverage.coverage_start)}; you can change them until enrollment closes`
          : `${coverage.group_name} · ${coverage.plan_year} plan year · from ${formatDate(coverage.coverage_start)}`
      }
      testId={past ? 'last-year-coverage' : 'my-coverage'}
    >
      <Stack divider={<Divider flexItem />} spacing={1.25}>
        {coverage.lines.map((l) => (
          <Box key={l.line} data-testid="coverage-line" data-line={l.line} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {lineLabel(l.line)}
              </Typography>
              {l.plan_name ? (
                <>
                  <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{l.plan_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {l.carrier_name} · {tierLabel(l.tier)} · {coveredNames(l)}
                  </Typography>
                </>
              ) : (
                <Typography color="text.secondary">{waivedSummary(l.waive_reason)}</Typography>
              )}
            </Box>
            {l.plan_name ? (
              <Box sx={{ textAlign: 'right', flexShrink: 0, pt: 2.5 }}>
                <Typography sx={{ fontWeight: 700 }}>{formatCents(perPaycheck(l.employee_cents, periods))}</Typography>
                <Typography variant="caption" color="text.secondary">
                  per paycheck
                </Typography>
              </Box>
            ) : null}
          </Box>
        ))}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }} data-testid="coverage-total">
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>Total</Typography>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{formatCents(coverage.per_paycheck_cents)}</Typography>
            <Typography variant="caption" color="text.secondary">
              per paycheck ({payFrequencyLabel(periods)}) · {formatCents(coverage.employee_cents)}/month · your employer adds {formatCents(coverage.employer_cents)}/month
            </Typography>
          </Box>
        </Box>
      </Stack>
    </SectionCard>
  );
}
