/** Renewal: when the plan year renews, and the decision taken for it (none is recorded yet). */
import Stack from '@mui/material/Stack';
import { daysBetween, todayIso } from '../book/rules';
import { formatDate } from '../ui/dates';
import { Fact } from '../ui/facts';
import type { StageSpan } from './dossier';
import { Nothing } from './Loaded';
import { StageSection } from './StageSection';

/** "45", "renews today", "passed 12 days ago". */
function daysText(days: number): string {
  if (days > 0) return String(days);
  if (days === 0) return 'Renews today';
  return `Passed ${-days} ${days === -1 ? 'day' : 'days'} ago`;
}

export function RenewalSection({ renewalDate, span }: { renewalDate?: string; span?: StageSpan }) {
  const days = renewalDate ? daysBetween(todayIso(), renewalDate) : null;
  return (
    <StageSection stage="renewal" title="Renewal" span={span}>
      <Stack direction="row" spacing={4} sx={{ mb: 1.5 }}>
        <Fact label="Renews" testId="renewal-date">
          {renewalDate ? formatDate(renewalDate) : 'No renewal date set'}
        </Fact>
        {days !== null ? (
          <Fact label="Days to renewal" testId="renewal-days">
            {daysText(days)}
          </Fact>
        ) : null}
      </Stack>
      <Nothing title="No renewal decision recorded yet" />
    </StageSection>
  );
}
