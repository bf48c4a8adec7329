/** The library's search (as one types), its category chips with their counts, and its group filter. */
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDebounced } from '../ui/useDebounced';
import { codeOptions, RESOURCE_CATEGORY_LABELS } from '../ui/vocab';
import type { ResourceLibrary } from './queries';

/** The group picker (an autocomplete) loads after the page: only staff filter by group. */
const GroupFilter = lazy(() => import('./GroupPicker').then((m) => ({ default: m.GroupFilter })));

export function LibraryFilters({
  filters,
  categories,
  mayFilterGroups,
  set,
}: {
  filters: Record<string, string>;
  categories?: ResourceLibrary['categories'];
  mayFilterGroups: boolean;
  set: (changes: Record<string, string | null>) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  const settled = useDebounced(q, 300);
  useEffect(() => {
    if ((filters.q ?? '') !== settled.trim()) set({ q: settled.trim() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const count = (code?: string) => (categories ?? []).filter((c) => !code || c.category === code).reduce((n, c) => n + c.count, 0);
  const filtered = !!(filters.q || filters.category || filters.group);
  return (
    <Stack spacing={1.25} sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          label="Search"
          placeholder="Title, description or file name"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          size="small"
          sx={{ width: { xs: '100%', md: 340 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'resource-search' },
          }}
        />
        {mayFilterGroups ? (
          <Suspense fallback={<Skeleton variant="rounded" height={40} sx={{ width: { xs: '100%', md: 280 } }} />}>
            <GroupFilter value={filters.group} onChange={(id) => set({ group: id })} />
          </Suspense>
        ) : null}
        {filtered ? (
          <Button
            size="small"
            startIcon={<ClearIcon />}
            onClick={() => {
              setQ('');
              set({ q: null, category: null, group: null });
            }}
            sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            Clear
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Category" data-testid="category-filter">
        <Chip label={`All · ${count()}`} color={filters.category ? 'default' : 'primary'} variant={filters.category ? 'outlined' : 'filled'} onClick={() => set({ category: null })} aria-pressed={!filters.category} />
        {codeOptions(RESOURCE_CATEGORY_LABELS).map(([code, label]) => {
          const on = filters.category === code;
          return (
            <Chip
              key={code}
              label={`${label} · ${count(code)}`}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => set({ category: on ? null : code })}
              aria-pressed={on}
              data-category={code}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
