import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { checkContrast, parseHex, toHex } from '../../brand/contrast';

function Verdict({ ok, label }: { ok: boolean; label: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: ok ? 'success.main' : 'error.main', fontSize: 13, fontWeight: 600 }}>
      {ok ? <CheckCircleIcon sx={{ fontSize: 16 }} /> : <CancelIcon sx={{ fontSize: 16 }} />}
      {label} {ok ? 'pass' : 'fail'}
    </Box>
  );
}

/**
 * A brand colour: picker + hex input, and the live WCAG AA check of the text on it — white for
 * the primary colour (app bar, buttons), the better of white and black for the secondary one
 * (the theme picks it the same way) — with a close colour that passes when it does not.
 */
export function ColourField({
  label,
  name,
  value,
  onChange,
  error,
  helper,
  carries = 'white',
}: {
  label: string;
  name: string;
  value: string;
  onChange: (hex: string) => void;
  error?: string;
  helper?: string;
  /** Which text the colour carries: always white, or the better of white and black. */
  carries?: 'white' | 'best';
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const rgb = parseHex(value);
  const onWhite = checkContrast(value, '#ffffff');
  const onBlack = checkContrast(value, '#000000');
  const useBlack = carries === 'best' && !!onWhite && !!onBlack && onBlack.ratio > onWhite.ratio;
  const check = useBlack ? onBlack : onWhite;
  const textColour = useBlack ? '#000' : '#fff';
  return (
    <Box data-testid={`colour-${name}`}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={`${label} picker`}
          value={rgb ? toHex(rgb) : '#000000'}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
          sx={{ width: 44, height: 40, p: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer', flexShrink: 0 }}
        />
        <TextField
          label={label}
          name={name}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const v = e.target.value.trim();
            if (parseHex(v) && /^#/.test(v)) onChange(toHex(parseHex(v)!));
          }}
          onBlur={() => setText(value)}
          error={!!error || !parseHex(text)}
          helperText={error ?? (!parseHex(text) ? 'Use a hex colour like #0b4f6c' : helper)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </Stack>
      {check ? (
        <Box sx={{ mt: 1, p: 1.25, borderRadius: 1, border: 1, borderColor: check.normal ? 'divider' : 'error.light', bgcolor: 'background.default' }} data-testid={`contrast-${name}`}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Box data-colour-sample sx={{ bgcolor: value, color: textColour, px: 1, py: 0.25, borderRadius: 0.5, fontWeight: 600, fontSize: 13 }}>Aa</Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`ratio-${name}`}>
              {check.label}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {useBlack ? 'black text' : 'white text'}
            </Typography>
            <Verdict ok={check.normal} label="AA normal" />
            <Verdict ok={check.large} label="AA large" />
          </Stack>
          {check.suggestion ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                Try a {check.suggestion.direction} shade:
              </Typography>
              <Box sx={{ width: 18, height: 18, borderRadius: 0.5, bgcolor: check.suggestion.hex, border: 1, borderColor: 'divider' }} />
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {check.suggestion.hex}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                ({check.suggestion.ratio.toFixed(2)}:1)
              </Typography>
              <Button size="small" onClick={() => onChange(check.suggestion!.hex)} data-testid={`use-suggestion-${name}`}>
                Use it
              </Button>
            </Stack>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
