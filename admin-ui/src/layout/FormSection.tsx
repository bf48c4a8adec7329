/** The parts of a long back-office form: a small heading per section, fields on a grid. */
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';

export const FormSection = ({ children, hint }: { children: string; hint?: string }) => (
  <Box sx={{ mt: 1.5, mb: 0.5, display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
    <Typography variant="overline" component="h2" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
      {children}
    </Typography>
    {hint ? (
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    ) : null}
  </Box>
);

/** `columns` fields side by side from the small breakpoint up, one under another below it. */
export const formGrid = (columns: number) => ({
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
  columnGap: 2,
  width: '100%',
});

/** A "$" before a dollar amount. */
export const usd = { startAdornment: <InputAdornment position="start">$</InputAdornment> };
