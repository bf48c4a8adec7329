import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import type { Usage } from '../api';
import { usageLabel, usagePercent } from '../billing-plans/rules';
import { FactTable } from '../layout/FactTable';
import { USAGE_KIND_LABELS } from '../vocab';

/** A count against its limit, with a bar when there is a limit. */
function UsageValue({ usage }: { usage: Usage }) {
  const percent = usagePercent(usage);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="usage-row" data-kind={usage.kind}>
      {usageLabel(usage)}
      <Box component="span" sx={{ width: 48 }}>
        {percent === null ? null : (
          <LinearProgress
            variant="determinate"
            value={percent}
            color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
            aria-label={`${USAGE_KIND_LABELS[usage.kind]} used`}
            sx={{ height: 6, borderRadius: 3 }}
          />
        )}
      </Box>
    </Box>
  );
}

/** Groups, employees and seats against the plan's limits. */
export function UsageFacts({ usage, heading }: { usage: Usage[]; heading: 'h2' | 'h3' }) {
  return <FactTable title="Usage" heading={heading} rows={usage.map((u): [string, ReactNode] => [USAGE_KIND_LABELS[u.kind], <UsageValue key={u.kind} usage={u} />])} />;
}
