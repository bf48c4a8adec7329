import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput, SelectInput, SimpleForm, TextInput, maxLength, required, type SimpleFormProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Carrier } from '../api';
import { DEFAULT_COLOR, HEX_COLOR, validateColor, validateIssuerId, validatePercent } from './rules';
import { Swatch } from './Swatch';
import { FormSection, formGrid } from '../layout/FormSection';
import { choicesOf, CONTRIBUTION_BASIS_LABELS, MID_MONTH_BILLING_LABELS, MID_MONTH_BILLING_RULES } from '../vocab';

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

/** The rule, with what the chosen one does to a month in which coverage starts, changes or ends. */
function MidMonthBillingInput() {
  const rule = useWatch({ name: 'mid_month_billing' }) as Carrier['mid_month_billing'] | '' | undefined;
  return (
    <SelectInput
      source="mid_month_billing"
      label="Mid-month billing"
      choices={choicesOf(MID_MONTH_BILLING_LABELS)}
      validate={required()}
      helperText={rule ? MID_MONTH_BILLING_RULES[rule] : 'How the carrier bills a month in which coverage starts, changes or ends'}
    />
  );
}

const grid = formGrid(3);

/** The carrier's fields; the issuer id is fixed once the carrier exists. */
export function CarrierForm({ edit, ...props }: { edit?: boolean } & Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 860 }}>
      <FormSection>Carrier</FormSection>
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
      <FormSection>Small-group rules</FormSection>
      <Box sx={grid}>
        <NumberInput source="min_contribution_pct" label="Min. employer contribution" validate={[required(), validatePercent]} min={0} max={100} step={5} slotProps={{ input: percent }} />
        <SelectInput source="min_contribution_basis" label="Percent of" choices={choicesOf(CONTRIBUTION_BASIS_LABELS)} validate={required()} />
        <NumberInput source="min_participation_pct" label="Min. participation" validate={[required(), validatePercent]} min={0} max={100} step={5} slotProps={{ input: percent }} helperText="Of eligible employees, waivers with other coverage aside" />
      </Box>
      <FormSection>Billing</FormSection>
      <Box sx={grid}>
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <MidMonthBillingInput />
        </Box>
      </Box>
      <ColorInput />
    </SimpleForm>
  );
}
