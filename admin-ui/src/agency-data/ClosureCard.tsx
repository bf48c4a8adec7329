import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, unwrap } from '@canopy/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { AgencyClosure } from '../api';
import { errorMessage } from '../pages/common';
import { CloseDialog } from './CloseDialog';
import { longDate } from './dates';

/** Closing the agency, or, while it is closing, reopening it. */
export function ClosureCard({ closure }: { closure: AgencyClosure }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const show = (c: AgencyClosure) => queryClient.setQueryData(['agency-closure'], c);
  const reopen = useMutation({
    mutationFn: () => unwrap(api.DELETE('/agency/closure')),
    onSuccess: (c) => {
      show(c);
      notify(`${c.name} is open again`, { type: 'success' });
    },
  });
  return (
    <Box>
      <Typography variant="h6" component="h2">
        Close the agency
      </Typography>
      {closure.status === 'closing' && closure.purge_after ? (
        <>
          <Alert severity="warning" sx={{ my: 1.5 }}>
            {closure.name} is closing{closure.requested_by ? ` (asked by ${closure.requested_by})` : ''}. Only you can sign in, and
            its data is read-only. Everything is deleted for good after <b>{longDate(closure.purge_after)}</b> unless you reopen
            it.
          </Alert>
          <Button variant="contained" onClick={() => reopen.mutate()} disabled={reopen.isPending}>
            Cancel closure
          </Button>
          {errorMessage(reopen.error) ? (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {errorMessage(reopen.error)}
            </Alert>
          ) : null}
        </>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Closing starts a {closure.grace_days}-day grace period: everyone but you loses access, and you can reopen the agency
            until it ends. Then its schema, files, people and domains are deleted for good.
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
            Close agency…
          </Button>
          <CloseDialog
            closure={closure}
            open={asking}
            onClose={() => setAsking(false)}
            onClosed={(c) => {
              setAsking(false);
              show(c);
              notify(`${c.name} is closing`, { type: 'warning' });
            }}
          />
        </>
      )}
    </Box>
  );
}
