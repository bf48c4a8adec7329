import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { BrandMark } from './BrandMark';
import { useBrand } from './useBrand';

/** Sign-in to the back office, on the same session as the portal. */
export function LoginPage() {
  const brand = useBrand();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (err) {
      setPassword('');
      setError(err instanceof Error ? err.message : 'Could not sign in');
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2 }}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 400, alignItems: 'center' }}>
        <BrandMark />
        <Card sx={{ width: '100%' }}>
          <CardContent component="form" onSubmit={submit} sx={{ p: 4 }}>
            <Stack spacing={2}>
              <Stack spacing={1} sx={{ alignItems: 'center' }}>
                <Avatar sx={{ bgcolor: 'primary.main' }}>
                  <LockOutlinedIcon />
                </Avatar>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                  Back office
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                  Sign in to manage {brand.is_platform ? 'the Canopy platform' : brand.name}
                </Typography>
              </Stack>
              {error ? (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              ) : null}
              <TextField
                label="Email"
                type="email"
                autoComplete="username"
                autoFocus
                variant="outlined"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                variant="outlined"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
              <Button type="submit" variant="contained" size="large" disabled={pending || !email || !password}>
                {pending ? 'Signing in…' : 'Sign in'}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Button href="/" size="small">
          Back to {brand.name}
        </Button>
      </Stack>
    </Box>
  );
}
