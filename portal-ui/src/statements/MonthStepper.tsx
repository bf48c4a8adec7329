/** Previous and next month around the month shown: the statements are kept month by month. */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addMonths, monthLabel } from './month';

export function MonthStepper({ month, onMonth, earliest }: { month: string; onMonth: (month: string) => void; earliest?: string | null }) {
  const previous = addMonths(month, -1);
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} data-testid="statement-month">
      <IconButton size="small" aria-label={`Statement for ${monthLabel(previous)}`} disabled={!!earliest && previous < earliest} onClick={() => onMonth(previous)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography sx={{ fontWeight: 600, minWidth: 128, textAlign: 'center' }} aria-live="polite">
        {monthLabel(month)}
      </Typography>
      <IconButton size="small" aria-label={`Statement for ${monthLabel(addMonths(month, 1))}`} onClick={() => onMonth(addMonths(month, 1))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
