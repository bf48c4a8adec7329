/** Groups of the agency picked by name, searched on the server as one types. */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { groupQuery, groupsQuery } from '../groups/queries';
import { useDebounced } from '../ui/useDebounced';

export interface GroupOption {
  id: string;
  name: string;
}

function useGroupOptions(input: string): { options: GroupOption[]; loading: boolean } {
  const typed = useDebounced(input.trim(), 250);
  const groups = useQuery(groupsQuery({ q: typed || undefined, per_page: 20, sort: 'name' }));
  return { options: (groups.data?.data ?? []).map((g) => ({ id: g.id, name: g.name })), loading: groups.isFetching };
}

/** One group, or none ("Any group"). */
export function GroupFilter({ value, onChange }: { value?: string; onChange: (id: string | null) => void }) {
  const [input, setInput] = useState('');
  const { options, loading } = useGroupOptions(input);
  const chosen = useQuery({ ...groupQuery(value ?? ''), enabled: !!value });
  const selected = value ? { id: value, name: chosen.data?.name ?? '' } : null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, g) => onChange(g?.id ?? null)}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      getOptionLabel={(g) => g.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={loading}
      size="small"
      sx={{ width: { xs: '100%', md: 280 } }}
      renderInput={(params) => <TextField {...params} label="Shared with" placeholder="Any group" />}
      data-testid="group-filter"
    />
  );
}

/** Several groups, leaving out those in `exclude`. */
export function GroupsPicker({ value, onChange, exclude }: { value: GroupOption[]; onChange: (groups: GroupOption[]) => void; exclude: readonly string[] }) {
  const [input, setInput] = useState('');
  const { options, loading } = useGroupOptions(input);
  return (
    <Autocomplete
      multiple
      options={options.filter((g) => !exclude.includes(g.id))}
      value={value}
      onChange={(_, groups) => onChange(groups)}
      inputValue={input}
      onInputChange={(_, v, reason) => {
        if (reason !== 'reset') setInput(v);
      }}
      getOptionLabel={(g) => g.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      filterSelectedOptions
      loading={loading}
      renderInput={(params) => <TextField {...params} label="Groups" placeholder={value.length ? '' : 'Type a client’s name'} />}
      data-testid="share-groups"
    />
  );
}
