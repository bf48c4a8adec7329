/** The new-quote wizard's step bar and the review's fact rows. */
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { STEPS } from './wizardState';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" sx={{ color: 'text.secondary', width: 200, borderBottom: 'none', py: 0.5, pl: 0 }}>
        {label}
      </TableCell>
      <TableCell sx={{ borderBottom: 'none', py: 0.5, fontWeight: 600 }}>{children}</TableCell>
    </TableRow>
  );
}

/** The wizard's steps: numbered, clickable, light (no Stepper in the route chunk). */
export function Steps({ step, done, onStep }: { step: number; done: boolean[]; onStep: (i: number) => void }) {
  return (
    <Box component="ol" aria-label="Steps" sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {STEPS.map((label, i) => {
        const active = i === step;
        const complete = i < step && done[i];
        return (
          <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: i < STEPS.length - 1 ? 1 : '0 0 auto' }}>
            <ButtonBase onClick={() => onStep(i)} aria-current={active ? 'step' : undefined} sx={{ borderRadius: 5, px: 1, py: 0.5, gap: 1, '&:hover': { bgcolor: 'action.hover' } }} data-testid={`step-${i}`}>
              <Box
                component="span"
                sx={{
                  width: 26,
                  height: 26,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                  fontWeight: 700,
                  bgcolor: active || complete ? 'primary.main' : 'action.selected',
                  color: active || complete ? 'primary.contrastText' : 'text.secondary',
                }}
              >
                {complete ? <CheckIcon sx={{ fontSize: 16 }} /> : i + 1}
              </Box>
              <Typography variant="body2" sx={{ fontWeight: active ? 700 : 500, color: active ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}>
                {label}
              </Typography>
            </ButtonBase>
            {i < STEPS.length - 1 ? <Box aria-hidden sx={{ flexGrow: 1, height: 1, bgcolor: 'divider', minWidth: 16 }} /> : null}
          </Box>
        );
      })}
    </Box>
  );
}
