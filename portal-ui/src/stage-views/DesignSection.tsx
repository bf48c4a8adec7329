/** Plan design: every design version by plan year, who decided it and when, the approved one marked. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PlanDesignStatusChip } from '../ui/chips/plans';
import { designsQuery } from '../plan-design/queries';
import { formatDateTime } from '../ui/dates';
import { numSx } from '../ui/table';
import { approvedDesign, type StageSpan } from './dossier';
import { Loaded, Nothing } from './Loaded';
import { GoTo, StageSection } from './StageSection';

export function DesignSection({ groupId, span }: { groupId: string; span?: StageSpan }) {
  const designs = useQuery(designsQuery(groupId));
  const approved = designs.data ? approvedDesign(designs.data.data) : undefined;
  return (
    <StageSection stage="plan_design" title="Plan designs" span={span} links={<GoTo to={`/dashboard/groups/${groupId}/plan-design`}>Go to plan design</GoTo>}>
      <Loaded
        query={designs}
        what="the plan designs"
        isEmpty={(p) => p.data.length === 0}
        empty={<Nothing title="No plan design yet">A design sets the plans offered and what the employer pays, and goes to the employer for approval.</Nothing>}
      >
        {(page) => (
          <Table size="small" aria-label="Plan designs">
            <TableHead>
              <TableRow>
                <TableCell>Plan year</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Plans</TableCell>
                <TableCell>Submitted</TableCell>
                <TableCell>Decided</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.data.map((d) => (
                <TableRow key={d.id} selected={d.id === approved?.id} data-testid="dossier-design" data-approved={d.id === approved?.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
                      {d.plan_year}
                    </Typography>{' '}
                    version {d.number}
                  </TableCell>
                  <TableCell>
                    <PlanDesignStatusChip status={d.status} />
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {d.plan_count}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.submitted_at)}</TableCell>
                  <TableCell>
                    {formatDateTime(d.decided_at)}
                    {d.decided_by_name ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        by {d.decided_by_name}
                        {d.decision_note ? ` · “${d.decision_note}”` : ''}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Loaded>
    </StageSection>
  );
}
