/** Drag-and-drop (or browse) of one file, with type and size checks before anything is sent. */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { fileProblem, formatBytes } from '../book/rules';

export function FileDrop({
  extensions,
  maxBytes,
  onFile,
  busy = false,
  progress = null,
  error,
  title = 'Drop the census file here',
  hint,
  testId = 'file-drop',
}: {
  extensions: readonly string[];
  maxBytes: number;
  onFile: (file: File) => void;
  busy?: boolean;
  /** 0…1 while uploading. */
  progress?: number | null;
  error?: string | null;
  title?: string;
  hint?: string;
  testId?: string;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  const take = (file: File | undefined | null) => {
    if (!file) return;
    const p = fileProblem(file, extensions, maxBytes);
    setProblem(p);
    setChosen(file);
    if (!p) onFile(file);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (busy) return;
    take(e.dataTransfer.files?.[0]);
  };

  return (
    <Stack spacing={1.5}>
      <Box
        data-testid={testId}
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: { xs: 3, md: 4 },
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <CloudUploadIcon sx={{ fontSize: 44, color: over ? 'primary.main' : 'text.secondary' }} />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint ?? `${extensions.map((e) => e.toUpperCase()).join(', ')} · up to ${formatBytes(maxBytes)}`}
        </Typography>
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          data-testid={`${testId}-input`}
          accept={extensions.map((e) => `.${e}`).join(',')}
          onChange={(e) => {
            take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
          Choose a file
        </Button>
      </Box>
      {chosen ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <InsertDriveFileIcon fontSize="small" color="action" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {chosen.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatBytes(chosen.size)}
          </Typography>
        </Stack>
      ) : null}
      {progress !== null && busy ? (
        <Box>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
          <Typography variant="caption" color="text.secondary">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Reading the file…'}
          </Typography>
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" data-testid="file-problem">
          {problem}
        </Alert>
      ) : error ? (
        <Alert severity="error" data-testid="file-problem">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
