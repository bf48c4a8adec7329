/** The design's checks: minimum contribution, participation, offering model, ACA affordability. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningIcon from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { DesignCheck } from './types';
import { CHECK_STATUS_LABELS, type CheckStatus } from '../ui/vocab';

const LOOK: Record<CheckStatus, { icon: ReactNode; color: 'success' | 'error' | 'warning' | 'info' }> = {
  pass: { icon: <CheckCircleIcon color="success" />, color: 'success' },
  fail: { icon: <ErrorIcon color="error" />, color: 'error' },
  warn: { icon: <WarningIcon color="warning" />, color: 'warning' },
  waived: { icon: <EventAvailableIcon color="info" />, color: 'info' },
};

const ORDER: Record<CheckStatus, number> = { fail: 0, warn: 1, waived: 2, pass: 3 };

const SETTING_LABELS: Record<string, string> = { offering_model: 'Change the offering model', contribution: 'Change the contribution' };

/** Brings the editor's setting into view and focuses it. */
function goToSetting(setting: string) {
  const el = document.querySelector<HTMLElement>(`[data-setting="${setting}"]`);
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'center' });
  (el.querySelector<HTMLElement>('[role="combobox"], input, button') ?? el).focus({ preventScroll: true });
}

function CheckRow({ check, fixable }: { check: DesignCheck; fixable: boolean }) {
  const [toggled, setOpen] = useState<boolean | null>(null);
  const open = toggled ?? check.status === 'fail';
  const look = LOOK[check.status] ?? LOOK.warn;
  const more = check.details.length > 0;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, px: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }} data-testid="check" data-key={check.key} data-status={check.status}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ display: 'flex', pt: 0.25, '& svg': { fontSize: 20 } }}>{look.icon}</Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {check.title}
            </Typography>
            <Chip size="small" label={CHECK_STATUS_LABELS[check.status]} color={look.color} variant={check.status === 'pass' ? 'outlined' : 'filled'} sx={{ height: 20, fontSize: 12, flexShrink: 0 }} />
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="check-summary">
            {check.summary}
          </Typography>
          {fixable && check.setting && check.status === 'fail' ? (
            <Button size="small" sx={{ mt: 0.5, ml: -0.75 }} onClick={() => goToSetting(check.setting!)} data-testid="check-fix">
              {SETTING_LABELS[check.setting] ?? 'Change the setting'}
            </Button>
          ) : null}
          {more ? (
            <Collapse in={open}>
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, '& li': { fontSize: 13, color: 'text.secondary' } }} data-testid="check-details">
                {check.details.map((d, i) => (
                  <li key={i}>{d}</li>
                ))}
              </Box>
            </Collapse>
          ) : null}
        </Box>
        {more ? (
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={open ? `Hide details of ${check.title}` : `Show details of ${check.title}`}
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms', mt: -0.25 }}
          >
            <ExpandMoreIcon fontSize="small" />
          </IconButton>
        ) : (
          <Box sx={{ width: 30 }} />
        )}
      </Stack>
    </Box>
  );
}

export function ChecksList({ checks, fixable = false }: { checks: DesignCheck[]; fixable?: boolean }) {
  const sorted = [...checks].sort((a, b) => (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9));
  return (
    <List disablePadding data-testid="checks">
      {sorted.map((c) => (
        <CheckRow key={c.key} check={c} fixable={fixable} />
      ))}
    </List>
  );
}

/** "2 fail · 1 warning · 4 pass" */
export function checksTally(checks: DesignCheck[]): string {
  const n = (s: string) => checks.filter((c) => c.status === s).length;
  const parts: string[] = [];
  if (n('fail')) parts.push(`${n('fail')} failing`);
  if (n('warn')) parts.push(`${n('warn')} warning${n('warn') === 1 ? '' : 's'}`);
  if (n('waived')) parts.push(`${n('waived')} waived`);
  if (n('pass')) parts.push(`${n('pass')} passing`);
  return parts.join(' · ');
}
