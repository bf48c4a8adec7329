import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SelectField } from '../ui/fields';
import { CensusDiffView } from './CensusDiffView';
import type { CensusImport } from './types';

/** Two committed versions side by side: who joined, who left, what changed. Newest versions first in `committed`. */
export default function VersionCompare({ groupId, committed }: { groupId: string; committed: CensusImport[] }) {
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const diffFrom = from || committed[1]?.number || '';
  const diffTo = to || committed[0]?.number || '';
  const options = committed.map((v) => [v.number!, `v${v.number} · ${v.file_name}`] as const);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', maxWidth: 520 }}>
        <SelectField label="From" value={diffFrom} onChange={(e) => setFrom(Number(e.target.value))} options={options} />
        <CompareArrowsIcon color="action" />
        <SelectField label="To" value={diffTo} onChange={(e) => setTo(Number(e.target.value))} options={options} />
      </Stack>
      {diffFrom && diffTo && diffFrom !== diffTo ? (
        <CensusDiffView groupId={groupId} from={Number(diffFrom)} to={Number(diffTo)} />
      ) : (
        <Typography color="text.secondary">Choose two different versions.</Typography>
      )}
    </Stack>
  );
}
