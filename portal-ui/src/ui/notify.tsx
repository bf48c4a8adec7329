import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Notify = (message: string, severity?: 'success' | 'error' | 'info') => void;
const NotifyContext = createContext<Notify>(() => {});

/** One snackbar for a page's confirmations ("Invitation sent"). */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<{ message: string; severity: 'success' | 'error' | 'info'; key: number } | null>(null);
  const notify = useCallback<Notify>((message, severity = 'success') => setNote({ message, severity, key: Date.now() }), []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar key={note?.key} open={!!note} autoHideDuration={4000} onClose={() => setNote(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {note ? (
          <Alert severity={note.severity} variant="filled" onClose={() => setNote(null)} data-testid="notice">
            {note.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
