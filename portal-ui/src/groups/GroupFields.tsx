/** The fields of a group (company, address, coverage), shared by the wizard and the edit page. */
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { agencyPeopleQuery } from '../book/queries';
import { formatEin } from '../book/rules';
import { useEffect, useRef } from 'react';
import type { GroupFormState } from './groupForm';
import { DateField, SelectField } from '../ui/fields';
import { useZipLookup, ZipField } from '../ui/ZipField';

type Set = (changes: Partial<GroupFormState>) => void;

export function CompanyFields({ form, set, errors }: { form: GroupFormState; set: Set; errors: Record<string, string> }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label="Legal name" name="name" required value={form.name} onChange={(e) => set({ name: e.target.value })} error={!!errors.name} helperText={errors.name} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label="DBA (doing business as)" name="dba" value={form.dba} onChange={(e) => set({ dba: e.target.value })} error={!!errors.dba} helperText={errors.dba} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          label="EIN"
          name="ein"
          placeholder="12-3456789"
          value={form.ein}
          onChange={(e) => set({ ein: formatEin(e.target.value) })}
          error={!!errors.ein}
          helperText={errors.ein ?? 'Federal employer ID, 9 digits'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          label="SIC code"
          name="sic_code"
          placeholder="8011"
          value={form.sic_code}
          onChange={(e) => set({ sic_code: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          error={!!errors.sic_code}
          helperText={errors.sic_code ?? 'Industry, 4 digits'}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          label="Number of employees"
          name="size_estimate"
          value={form.size_estimate}
          onChange={(e) => set({ size_estimate: e.target.value.replace(/\D/g, '') })}
          error={!!errors.size_estimate}
          helperText={errors.size_estimate ?? 'An estimate is fine'}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label="Address" name="address_line1" value={form.address_line1} onChange={(e) => set({ address_line1: e.target.value })} error={!!errors.address_line1} helperText={errors.address_line1} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label="Address line 2" name="address_line2" value={form.address_line2} onChange={(e) => set({ address_line2: e.target.value })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ZipField
          value={form.zip}
          required
          error={errors.zip}
          onChange={(zip) => set({ zip })}
        />
        <ZipAutofill form={form} set={set} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField label="City" name="city" value={form.city} onChange={(e) => set({ city: e.target.value })} error={!!errors.city} helperText={errors.city ?? 'Filled from the ZIP'} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextField
          label="State"
          name="state"
          value={form.state}
          onChange={(e) => set({ state: e.target.value.toUpperCase().slice(0, 2) })}
          error={!!errors.state}
          helperText={errors.state}
        />
      </Grid>
    </Grid>
  );
}

/** Fills city and state from the ZIP lookup when they are empty or were filled from an earlier ZIP. */
function ZipAutofill({ form, set }: { form: GroupFormState; set: Set }) {
  const { data } = useZipLookup(form.zip);
  const filled = useRef<{ city: string; state: string } | null>(null);
  useEffect(() => {
    if (!data) return;
    const untouched = (!form.city && !form.state) || (filled.current && filled.current.city === form.city && filled.current.state === form.state);
    if (untouched && (form.city !== data.city || form.state !== data.state)) {
      filled.current = { city: data.city, state: data.state };
      set({ city: data.city, state: data.state });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  return null;
}

export function CoverageFields({ form, set, errors, withBroker = true }: { form: GroupFormState; set: Set; errors: Record<string, string>; withBroker?: boolean }) {
  const people = useQuery(agencyPeopleQuery);
  const brokers = (people.data?.data ?? []).filter((m) => ['owner', 'admin', 'broker'].includes(m.role));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <DateField label="Effective date" name="effective_date" value={form.effective_date} onChange={(e) => set({ effective_date: e.target.value })} error={!!errors.effective_date} helperText={errors.effective_date ?? 'Start of the plan year'} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <DateField label="Renewal date" name="renewal_date" value={form.renewal_date} onChange={(e) => set({ renewal_date: e.target.value })} error={!!errors.renewal_date} helperText={errors.renewal_date ?? 'When the current plan year renews'} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField label="Current carrier" name="current_carrier" value={form.current_carrier} onChange={(e) => set({ current_carrier: e.target.value })} error={!!errors.current_carrier} helperText={errors.current_carrier} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          label="Monthly premium"
          name="current_premium"
          value={form.current_premium}
          onChange={(e) => set({ current_premium: e.target.value.replace(/[^\d.,]/g, '') })}
          error={!!errors.current_premium_cents}
          helperText={errors.current_premium_cents ?? 'Current total, per month'}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      {withBroker ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label="Broker"
            name="broker_id"
            value={form.broker_id}
            onChange={(e) => set({ broker_id: e.target.value })}
            options={brokers.map((b) => [b.user_id, b.name] as const)}
            empty="Unassigned"
            error={!!errors.broker_id}
            helperText={errors.broker_id ?? 'The producer of record'}
          />
        </Grid>
      ) : null}
    </Grid>
  );
}
