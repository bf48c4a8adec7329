/** The plans a draft design offers, per line: taken from an accepted quote or added from the catalogue. */
import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DesignForm, type FieldErrors } from './format';
import { PlanName } from './PlanBits';
import { AddPlansDialog } from './AddPlansDialog';
import { acceptedQuotesQuery } from './queries';
import type { Plan, QuoteSummary } from './types';
import { formatDate } from '../ui/dates';
import { SectionCard } from '../ui/cards';
import { formatCents } from '../ui/money';
import { LINE_CODES, LINE_LABELS, lineLabel } from '../ui/vocab';

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
            <ListItemText primary={q.name} secondary={`${q.plan_count} plans · effective ${formatDate(q.effective_date)} · ${q.lines.map(lineLabel).join(', ')}`} />
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
  errors: FieldErrors;
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
        {LINE_CODES.map((line) => {
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
                      {p.base_rate_cents !== undefined ? (
                        <Tooltip title="Monthly rate of a 21-year-old non-tobacco member">
                          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                            {formatCents(p.base_rate_cents)} age 21
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
