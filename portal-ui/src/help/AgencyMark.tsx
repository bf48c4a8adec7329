import Chip from '@mui/material/Chip';
import { useBrand } from '../brand/BrandProvider';
import type { HelpSource } from '../ui/vocab';

/** Beside an article the agency wrote itself: whose it is. */
export function AgencyMark({ source }: { source: HelpSource }) {
  const brand = useBrand();
  if (source !== 'agency') return null;
  return <Chip size="small" color="primary" variant="outlined" label={`From ${brand.name}`} sx={{ ml: 1, verticalAlign: 'middle', fontWeight: 600 }} data-testid="agency-article" />;
}
