import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBrand } from './useBrand';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

/** The agency's logo (or monogram) and name; `inverse` on the primary colour. */
export function BrandMark({ inverse = false, caption }: { inverse?: boolean; caption?: string }) {
  const brand = useBrand();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      {brand.logo_url ? (
        <Box component="img" src={brand.logo_url} alt={`${brand.name} logo`} sx={{ height: 28, maxWidth: 140, objectFit: 'contain' }} />
      ) : (
        <Avatar
          variant="rounded"
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            fontSize: 12,
            fontWeight: 700,
            bgcolor: inverse ? 'primary.contrastText' : 'primary.main',
            color: inverse ? 'primary.main' : 'primary.contrastText',
          }}
        >
          {initials(brand.name)}
        </Avatar>
      )}
      <Box sx={{ minWidth: 0, lineHeight: 1.1 }}>
        <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 700, fontSize: 15 }}>
          {brand.name}
        </Typography>
        {caption ? (
          <Typography component="span" noWrap sx={{ display: 'block', fontSize: 11, opacity: 0.85 }}>
            {caption}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
