/** The broker's decision for each line of the renewal, with a note for the employer. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SelectField } from '../ui/fields';
import { fieldErrorsOf } from '../ui/formErrors';
import { RENEWAL_DECISION_LABELS, lineLabel, type Line, type RenewalDecision } from '../ui/vocab';
import type { LineDecision } from './queries';

const DECISIONS = Object.entries(RENEWAL_DECISION_LABELS) as [RenewalDecision, string][];

export function DecisionLines({ lines, decided, busy, error, onSave }: { lines: Line[]; decided: LineDecision[]; busy: boolean; error: unknown; onSave: (next: LineDecision[]) => void }) {
  const [draft, setDraft] = useState<Record<string, { decision: RenewalDecision | ''; note: string }>>(() =>
    Object.fromEntries(lines.map((line) => {
      const d = decided.find((x) => x.line === line);
      return [line, { decision: d?.decision ?? '', note: d?.note ?? '' }];
    })),
  );
  const fields = fieldErrorsOf(error);
  const complete = lines.every((l) => draft[l].decision !== '');
  const set = (line: Line, change: Partial<{ decision: RenewalDecision | ''; note: string }>) => setDraft((d) => ({ ...d, [line]: { ...d[line], ...change } }));
  return (
    <Stack spacing={1.5}>
      {lines.map((line, i) => (
        <Stack key={line} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <SelectField
            label={lineLabel(line)}
            value={draft[line].decision}
            options={DECISIONS}
            empty="Decide…"
            onPick={(decision) => set(line, { decision })}
            size="small"
            sx={{ minWidth: 220 }}
            error={!!fields[`lines[${i}].line`]}
            helperText={fields[`lines[${i}].line`]}
          />
          <TextField
            label={`Note on ${lineLabel(line).toLowerCase()}`}
            value={draft[line].note}
            onChange={(e) => set(line, { note: e.target.value })}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      ))}
      <div>
        <Button
          variant="outlined"
          disabled={busy || !complete}
          onClick={() => onSave(lines.map((line) => ({ line, decision: draft[line].decision as RenewalDecision, note: draft[line].note.trim() || undefined })))}
        >
          {busy ? 'Saving…' : 'Save the decision'}
        </Button>
      </div>
    </Stack>
  );
}
