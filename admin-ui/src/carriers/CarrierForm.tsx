import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput, SelectInput, SimpleForm, TextInput, maxLength, required, type SimpleFormProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_COLOR, HEX_COLOR, validateColor, validateIssuerId, validatePercent } from './rules';
import { Swatch } from './Swatch';
import { choicesOf, CONTRIBUTION_BASIS_LABELS } from '../vocab';

const percent = { endAdornment: <InputAdornment position="end">%</InputAdornment> };

function ColorInput() {
  const { setValue } = useFormContext();
  const color = useWatch({ name: 'color' }) as string | undefined;
  const valid = typeof color === 'string' && HEX_COLOR.test(color.trim());
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextInput
        source="color"
        label="Colour"
        validate={[required(), validateColor]}
        helperText="Marks the carrier's plans in lists and charts"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><Swatch color={valid ? color : undefined} size={16} /></InputAdornment> } }}
        sx={{ width: 260 }}
      />
      <Box
        component="input"
        type="color"
        aria-label="Pick a colour"
        value={valid ? color!.trim().toLowerCase() : DEFAULT_COLOR}
        onChange={(e) => setValue('color', (e.target as HTMLInputElement).value, { shouldDirty: true, shouldValidate: true })}
        sx={{ width: 40, height: 40, mt: 1, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
      />
    </Box>
  );
}

const Section = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h2" sx={{ color: 'text.secondary', lineHeight: 2, mt: 1 }}>
    {children}
  </Typography>
);

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, columnGap: 2, width: '100%' };

/** The carrier's fields; the issuer id is fixed once the carrier exists. */
export function CarrierForm({ edit, ...props }: { edit?: boolean } & Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 860 }}>
      <Section>Carrier</Section>
      <Box sx={grid}>
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <TextInput source="name" label="Carrier name" validate={[required(), maxLength(120)]} />
        </Box>
        <TextInput
          source="hios_issuer_id"
          label="HIOS issuer id"
          validate={edit ? undefined : [required(), validateIssuerId]}
          readOnly={edit}
          helperText={edit ? 'Fixed once the carrier exists' : '5 digits; starts every plan id of the carrier'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, style: { fontFamily: 'monospace' } } }}
        />
      </Box>
      <Section>Small-group rules</Section>
      <Box sx={grid}>
        <NumberInput source="min_contribution_pct" label="Min. employer contribution" validate={[required(), validatePercent]} min={0} max={100} step={5} slotProps={{ input: percent }} />
        <SelectInput source="min_contribution_basis" label="Percent of" choices={choicesOf(CONTRIBUTION_BASIS_LABELS)} validate={required()} />
        <NumberInput source="min_participation_pct" label="Min. participation" validate={[required(), validatePercent]} min={0} max={100} step={5} slotProps={{ input: percent }} helperText="Of eligible employees, waivers with other coverage aside" />
      </Box>
      <ColorInput />
    </SimpleForm>
  );
}
