import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { zipQuery } from '../book/queries';
import { countyLabel, zip5 } from '../book/rules';
import type { ZipLookup } from '../book/types';

/** The live ZIP lookup: city, state, county and rating area of a complete ZIP. */
export function useZipLookup(zip: string): { data?: ZipLookup; unknown: boolean; loading: boolean } {
  const five = zip5(zip);
  const q = useQuery({ ...zipQuery(five ?? ''), enabled: !!five });
  return { data: five ? q.data : undefined, unknown: !!five && q.isError, loading: !!five && q.isFetching };
}

/** A ZIP input that looks the ZIP up as it is typed and shows where it is. */
export function ZipField({
  value,
  onChange,
  error,
  label = 'ZIP code',
  name = 'zip',
  required,
}: {
  value: string;
  onChange: (zip: string, lookup?: ZipLookup) => void;
  error?: string | null;
  label?: string;
  name?: string;
  required?: boolean;
}) {
  const { data, unknown, loading } = useZipLookup(value);
  const helper = error
    ? error
    : loading
      ? 'Looking up…'
      : data
        ? `${data.city}, ${data.state} · ${countyLabel(data.county)} · rating area ${data.rating_area}`
        : unknown
          ? 'This is not a US ZIP code; check it'
          : '5 digits';
  return (
    <TextField
      label={label}
      name={name}
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^\d-]/g, '').slice(0, 10))}
      error={!!error}
      helperText={<span data-testid={`${name}-lookup`}>{helper}</span>}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
    />
  );
}

