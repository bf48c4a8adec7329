import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** A light segmented control (a row of toggle buttons): lighter than Tabs for the first paint. */
export function Segmented<T extends string>({ label, value, onChange, options, testId }: { label: string; value: T; onChange: (v: T) => void; options: readonly (readonly [T, string])[]; testId?: string }) {
  return (
    <Box role="group" aria-label={label} data-testid={testId} sx={{ display: 'flex', gap: 0.5, px: 1.5, pt: 1.5, flexWrap: 'wrap' }}>
      {options.map(([k, l]) => {
        const on = k === value;
        return (
          <Button
            key={k}
            size="small"
            variant={on ? 'contained' : 'text'}
            color={on ? 'primary' : 'inherit'}
            aria-pressed={on}
            onClick={() => onChange(k)}
            disableElevation
            sx={{ borderRadius: 5, px: 1.75, fontWeight: on ? 700 : 500, color: on ? undefined : 'text.secondary' }}
          >
            {l}
          </Button>
        );
      })}
    </Box>
  );
}
