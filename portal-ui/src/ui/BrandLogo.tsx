import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBrand } from '../brand/BrandProvider';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

/** The brand's logo (or its monogram) and name. `inverse` for use on the primary colour. */
export function BrandLogo({ inverse = false, showName = true, size = 32 }: { inverse?: boolean; showName?: boolean; size?: number }) {
  const brand = useBrand();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      {brand.logo_url ? (
        <Box
          component="img"
          src={brand.logo_url}
          alt={`${brand.name} logo`}
          sx={{ height: size, width: 'auto', maxWidth: { xs: 112, sm: 160 }, minWidth: 0, objectFit: 'contain', objectPosition: 'left', display: 'block' }}
        />
      ) : (
        <Avatar
          variant="rounded"
          aria-hidden
          sx={{
            width: size,
            height: size,
            fontSize: size * 0.42,
            fontWeight: 700,
            bgcolor: inverse ? 'primary.contrastText' : 'primary.main',
            color: inverse ? 'primary.main' : 'primary.contrastText',
          }}
        >
          {initials(brand.name)}
        </Avatar>
      )}
      {showName ? (
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 700, fontSize: '1.05rem', letterSpacing: '-0.01em', color: inverse ? 'inherit' : 'text.primary' }}
        >
          {brand.name}
        </Typography>
      ) : null}
    </Box>
  );
}
