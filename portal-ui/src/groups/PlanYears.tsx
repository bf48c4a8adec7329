import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { todayIso } from '../book/rules';
import { formatDate } from '../ui/dates';
import { formatCents } from '../ui/money';
import { EmptyState } from '../ui/states';
import { STANDING_LABELS, standings, type PlanYear } from './planYears';

/** The group's plan years, newest first: each year's design and what its open enrollment elected. */
export function PlanYears({ years, base }: { years: PlanYear[]; base: string }) {
  if (years.length === 0) {
    return <EmptyState title="No plan year enrolled in Canopy yet">Each plan year shows here once its open enrollment runs, and stays readable after the group renews.</EmptyState>;
  }
  const standing = standings(years, todayIso());
  return (
    <Table size="small" aria-label="Plan years" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Plan year</TableCell>
          <TableCell>Coverage from</TableCell>
          <TableCell>Open enrollment</TableCell>
          <TableCell align="right">Enrolled</TableCell>
          <TableCell align="right">Waived</TableCell>
          <TableCell align="right">Premium / month</TableCell>
          <TableCell align="right">Employer</TableCell>
          <TableCell align="right">Employees</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {years.map((y) => {
          const s = standing.get(y.window_id) ?? 'past';
          return (
            <TableRow key={y.window_id} data-testid="plan-year" data-year={y.plan_year} data-standing={s}>
              <TableCell>
                <Link component={RouterLink} to={`${base}/plan-design?design=${y.design_id}`} sx={{ fontWeight: 600, mr: 1 }}>
                  {y.plan_year}
                </Link>
                <Chip size="small" label={STANDING_LABELS[s]} color={s === 'current' ? 'success' : s === 'upcoming' ? 'info' : 'default'} variant={s === 'past' ? 'outlined' : 'filled'} />
              </TableCell>
              <TableCell>{formatDate(y.coverage_start)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`${base}/enroll`}>
                  {y.enrollment_status === 'open' ? 'Open' : 'Closed'}
                </Link>
              </TableCell>
              <TableCell align="right">{y.enrolled}</TableCell>
              <TableCell align="right">{y.waived}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatCents(y.premium_cents)}
              </TableCell>
              <TableCell align="right">{formatCents(y.employer_cents)}</TableCell>
              <TableCell align="right">{formatCents(y.employee_cents)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
