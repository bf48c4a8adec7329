import NotificationsIcon from '@mui/icons-material/Notifications';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { themeFromBrand } from '../../brand/theme';
import { initials } from '../../ui/BrandLogo';

export interface PreviewBrand {
  display_name: string;
  primary_color: string;
  secondary_color: string;
  font_family: string;
  welcome_text: string;
  logo_url?: string | null;
  support_email?: string | null;
  support_phone?: string | null;
}

/** A small copy of the branded portal (app bar, welcome card, buttons) in the colours being edited. */
export function BrandPreview({ brand }: { brand: PreviewBrand }) {
  const theme = useMemo(() => themeFromBrand(brand), [brand.primary_color, brand.secondary_color, brand.font_family]); // eslint-disable-line react-hooks/exhaustive-deps
  const name = brand.display_name.trim() || 'Your agency';
  return (
    <ThemeProvider theme={theme}>
      <Box
        data-testid="brand-preview"
        data-colour-sample
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.default', fontFamily: theme.typography.fontFamily, boxShadow: '0 8px 28px rgba(20,30,50,0.08)' }}
      >
        <Box sx={{ display: 'flex', gap: 0.5, px: 1.25, py: 0.75, bgcolor: '#e9ecf0' }} aria-hidden>
          {['#ff5f57', '#febc2e', '#28c840'].map((c) => (
            <Box key={c} sx={{ width: 9, height: 9, borderRadius: '50%', bgcolor: c }} />
          ))}
        </Box>
        <AppBar position="static" color="primary" data-testid="preview-appbar">
          <Toolbar variant="dense" sx={{ gap: 1.25, minHeight: 44 }}>
            {brand.logo_url ? (
              <Box component="img" src={brand.logo_url} alt="" sx={{ height: 24, maxWidth: 100, objectFit: 'contain' }} />
            ) : (
              <Avatar variant="rounded" sx={{ width: 24, height: 24, fontSize: 11, fontWeight: 700, bgcolor: 'primary.contrastText', color: 'primary.main' }}>
                {initials(name)}
              </Avatar>
            )}
            <Typography sx={{ fontWeight: 700, fontSize: 14 }} noWrap>
              {name}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Typography sx={{ fontSize: 12, opacity: 0.9, display: { xs: 'none', sm: 'block' } }}>Groups</Typography>
            <Typography sx={{ fontSize: 12, opacity: 0.9, display: { xs: 'none', sm: 'block' } }}>Renewals</Typography>
            <NotificationsIcon sx={{ fontSize: 18 }} />
            <Avatar sx={{ width: 24, height: 24, fontSize: 11, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>DW</Avatar>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 2 }}>
          <Card sx={{ mb: 1.5 }}>
            <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.75 }}>
              <Typography variant="overline" sx={{ opacity: 0.85, fontSize: 10 }}>
                Employee benefits portal
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                Welcome to {name}
              </Typography>
              {brand.welcome_text.trim() ? (
                <Typography variant="body2" sx={{ opacity: 0.95, mt: 0.5, whiteSpace: 'pre-line', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} data-testid="preview-welcome">
                  {brand.welcome_text}
                </Typography>
              ) : null}
            </Box>
            <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Button variant="contained" size="small" data-testid="preview-primary-button">
                Sign in
              </Button>
              <Button variant="outlined" size="small">
                Learn more
              </Button>
              <Button variant="contained" color="secondary" size="small">
                Enroll now
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="subtitle2">Open enrollment · Brightpath Dental</Typography>
                <Chip size="small" color="primary" variant="outlined" label="72 %" />
              </Stack>
              <LinearProgress variant="determinate" value={72} sx={{ height: 6, borderRadius: 3 }} />
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                Questions? {brand.support_email || brand.support_phone ? [brand.support_email, brand.support_phone].filter(Boolean).join(' · ') : 'Your support contact shows here.'}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
