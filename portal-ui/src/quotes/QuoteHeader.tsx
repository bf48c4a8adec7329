/** A quote's name, status and dates, its proposal downloads and status moves, and the facts it was rated on. */
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import TableChartIcon from '@mui/icons-material/TableChart';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { labelOf, PAY_FREQUENCIES } from '../book/rules';
import { describeRule, nextStatuses, scopeLabel, shortRule, shortScope } from './format';
import { QuoteStatusChip } from '../ui/chips/plans';
import { Fact } from '../ui/facts';
import { formatDate, formatDateTime } from '../ui/dates';
import { lineLabel } from '../ui/vocab';
import { proposalHref, type Quote, type QuoteStatus } from './queries';

const STATUS_ACTIONS: Record<string, { label: string; icon: ReactNode; color?: 'success' | 'error' | 'primary' }> = {
  presented: { label: 'Mark presented', icon: <SendIcon />, color: 'primary' },
  accepted: { label: 'Mark accepted', icon: <ThumbUpIcon />, color: 'success' },
  declined: { label: 'Mark declined', icon: <ThumbDownIcon />, color: 'error' },
};

export function QuoteHeader({
  quote: q,
  writable,
  moving,
  onMove,
  onRerate,
  onDelete,
}: {
  quote: Quote;
  writable: boolean;
  moving: boolean;
  onMove: (to: QuoteStatus) => void;
  onRerate: () => void;
  onDelete: () => void;
}) {
  const locked = q.status === 'accepted' || q.status === 'declined';
  return (
    <Card>
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} data-testid="quote-name">
                {q.name}
              </Typography>
              <QuoteStatusChip status={q.status} size="medium" />
              <Typography variant="body2" color="text.secondary">
                #{q.number}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              Created by {q.created_by_name ?? '—'} on {formatDateTime(q.created_at)}
              {q.presented_at ? ` · presented ${formatDateTime(q.presented_at)}` : ''}
              {q.decided_at ? ` · ${q.status} ${formatDateTime(q.decided_at)}` : ''}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }} useFlexGap>
            <Button variant="outlined" size="small" component="a" href={proposalHref(q.id, 'xlsx')} download startIcon={<TableChartIcon />} data-testid="proposal-xlsx">
              XLSX
            </Button>
            <Button variant="outlined" size="small" component="a" href={proposalHref(q.id, 'pdf')} download startIcon={<PictureAsPdfIcon />} data-testid="proposal-pdf">
              PDF proposal
            </Button>
            {writable ? (
              <>
                <Button variant="outlined" size="small" startIcon={<AutorenewIcon />} disabled={locked} title={locked ? `An ${q.status} quote keeps its rates; move it back to presented to re-rate it` : 'Rate again with today’s catalogue rates'} onClick={onRerate} data-testid="rerate">
                  Re-rate
                </Button>
                {nextStatuses(q.status).map((to) => {
                  const back = q.status === 'accepted' || q.status === 'declined';
                  const a = back ? { label: 'Back to presented', icon: <UndoIcon />, color: undefined } : STATUS_ACTIONS[to];
                  return (
                    <Button
                      key={to}
                      size="small"
                      variant={back ? 'outlined' : 'contained'}
                      color={a.color ?? 'primary'}
                      startIcon={a.icon}
                      disabled={moving}
                      onClick={() => onMove(to)}
                      data-testid={`status-${to}`}
                    >
                      {a.label}
                    </Button>
                  );
                })}
                {q.status === 'draft' ? (
                  <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete} data-testid="delete-quote">
                    Delete
                  </Button>
                ) : null}
              </>
            ) : (
              <Chip size="small" variant="outlined" label="View only" title="Your broker presents, re-rates and updates this quote" data-testid="read-only" />
            )}
          </Stack>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, auto) 1fr' }, gap: 2, mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Fact label="Effective date" testId="quote-effective">
            {formatDate(q.effective_date)}
          </Fact>
          <Fact label="Rating area" testId="quote-area">
            {q.rating_area} · ZIP {q.zip}
          </Fact>
          <Fact label="Census">{q.census_label}</Fact>
          <Fact label="Employees" testId="quote-employees">
            {q.employees}
          </Fact>
          <Fact label="Lines">{q.lines.map(lineLabel).join(', ')}</Fact>
          <Fact label="Pay frequency">{labelOf(PAY_FREQUENCIES, q.pay_frequency)}</Fact>
          <Fact label="Rated" testId="quote-rated-at">
            {formatDateTime(q.rated_at)}
          </Fact>
          <Fact label="Contribution">
            {q.contribution.map((r, i) => (
              <Box component="span" key={i} sx={{ display: 'block', whiteSpace: 'nowrap' }} title={`${scopeLabel(r)}: ${describeRule(r, (id) => q.plans.find((p) => p.plan.id === id)?.plan.name)}`}>
                {shortScope(r) ? (
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {shortScope(r)}:{' '}
                  </Box>
                ) : null}
                {shortRule(r)}
              </Box>
            ))}
          </Fact>
        </Box>
      </CardContent>
    </Card>
  );
}
