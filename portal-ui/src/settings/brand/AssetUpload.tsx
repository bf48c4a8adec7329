import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageIcon from '@mui/icons-material/Image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { removeBrandAsset, uploadBrandAsset } from '../queries';
import { formProblem } from '../../auth/tokens';
import type { BrandSettings } from '../../contract';
import { ACCEPT, formatBytes, imageProblem } from './files';

/** Upload (with progress) or remove the logo or favicon. Changes apply at once. */
export function AssetUpload({
  kind,
  url,
  onUploaded,
  onRemoved,
}: {
  kind: 'logo' | 'favicon';
  url?: string | null;
  onUploaded: (settings: BrandSettings) => void;
  onRemoved: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [clientProblem, setClientProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadBrandAsset(kind, file, setProgress),
    onSuccess: onUploaded,
    throwOnError: false,
  });
  const remove = useMutation({
    mutationFn: () => removeBrandAsset(kind),
    onSuccess: onRemoved,
    throwOnError: false,
  });
  const pick = (file: File | undefined) => {
    if (!file) return;
    setChosen(file);
    const problem = imageProblem(file);
    setClientProblem(problem);
    upload.reset();
    if (!problem) {
      setProgress(0);
      upload.mutate(file);
    }
  };
  const error = clientProblem ?? (upload.error ? formProblem(upload.error).message ?? Object.values(formProblem(upload.error).fields).join(' ') : null) ?? (remove.error ? formProblem(remove.error).message : null);
  const label = kind === 'logo' ? 'Logo' : 'Favicon';
  const size = kind === 'logo' ? { w: 120, h: 56 } : { w: 56, h: 56 };
  return (
    <Box data-testid={`upload-${kind}`}>
      <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: size.w,
            height: size.h,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            borderStyle: url ? 'solid' : 'dashed',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.default',
            backgroundImage: 'linear-gradient(45deg,#eee 25%,transparent 25%,transparent 75%,#eee 75%),linear-gradient(45deg,#eee 25%,transparent 25%,transparent 75%,#eee 75%)',
            backgroundSize: '12px 12px',
            backgroundPosition: '0 0,6px 6px',
          }}
        >
          {url ? (
            <Box component="img" src={url} alt={`Current ${label.toLowerCase()}`} sx={{ maxWidth: size.w - 12, maxHeight: size.h - 12, objectFit: 'contain' }} />
          ) : (
            <ImageIcon sx={{ color: 'text.disabled' }} />
          )}
        </Box>
        <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" startIcon={<CloudUploadIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
              {url ? 'Replace' : 'Upload'}
            </Button>
            {url ? (
              <Button size="small" color="error" onClick={() => remove.mutate()} disabled={remove.isPending || upload.isPending}>
                {remove.isPending ? 'Removing…' : 'Remove'}
              </Button>
            ) : null}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {kind === 'logo' ? 'PNG, JPEG, WebP or SVG; wide logos work best. ' : 'Square PNG, SVG or ICO, 32 px or more. '}At most 1 MB.
          </Typography>
        </Stack>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid={`file-${kind}`}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Stack>
      {upload.isPending ? (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={`Uploading ${label.toLowerCase()}`} />
          <Typography variant="caption" color="text.secondary">
            Uploading {chosen?.name} ({chosen ? formatBytes(chosen.size) : ''}) · {Math.round(progress * 100)} %
          </Typography>
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid={`upload-error-${kind}`}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
