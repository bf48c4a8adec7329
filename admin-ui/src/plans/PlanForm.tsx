import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect } from 'react';
import {
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetOne,
  type SimpleFormProps,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection, formGrid, usd } from '../layout/FormSection';
import type { Carrier } from '../api';
import { dollars, formatDollarInput, parseDollarInput, requiredDollars } from './dollarInput';
import { networkChoicesFor, validatePlanId } from './format';
import { LINE_CHOICES, METAL_CHOICES } from '../vocab';

const pctAdornment = { endAdornment: <InputAdornment position="end">%</InputAdornment> };


/** The plan id starts with the carrier's issuer id and the state: shown as the hint. */
function PlanIdInput({ edit }: { edit?: boolean }) {
  const carrierId = useWatch({ name: 'carrier_id' }) as string | undefined;
  const state = (useWatch({ name: 'state' }) as string | undefined)?.toUpperCase() ?? '';
  const { data: carrier } = useGetOne<Carrier>('carriers', { id: carrierId ?? '' }, { enabled: !!carrierId && !edit });
  const prefix = carrier ? `${carrier.hios_issuer_id}${state.length === 2 ? state : '··'}` : undefined;
  return (
    <TextInput
      source="id"
      label="HIOS plan id"
      validate={edit ? undefined : [required(), validatePlanId]}
      readOnly={edit}
      parse={(v: string) => v.toUpperCase()}
      helperText={edit ? 'Fixed once the plan exists' : prefix ? `${prefix} then 7 digits` : 'Issuer id, state, 7 digits'}
      slotProps={{ htmlInput: { maxLength: 14, style: { fontFamily: 'monospace' } } }}
    />
  );
}

/** Metal levels are for medical plans only: cleared when the line changes away from medical. */
function LineInputs() {
  const { setValue } = useFormContext();
  const line = useWatch({ name: 'line' }) as string | undefined;
  const network = useWatch({ name: 'network_type' }) as string | undefined;
  const networks = networkChoicesFor(line);
  useEffect(() => {
    if (line && line !== 'medical') setValue('metal_level', null);
  }, [line, setValue]);
  useEffect(() => {
    if (network && !networks.some((n) => n.id === network)) setValue('network_type', null);
  }, [network, networks, setValue]);
  return (
    <>
      <SelectInput source="line" choices={LINE_CHOICES} validate={required()} />
      {line === 'medical' ? (
        <SelectInput source="metal_level" label="Metal level" choices={METAL_CHOICES} validate={required()} />
      ) : (
        <TextInput source="metal_level_na" label="Metal level" readOnly defaultValue="" helperText="Medical plans only" />
      )}
      <SelectInput source="network_type" label="Network type" choices={networks} validate={required()} />
      <TextInput source="network_name" label="Network name" validate={maxLength(120)} />
    </>
  );
}

/** A plan's identity and benefits (CMS Plan Attributes fields); benefit figures typed in whole dollars, sent in cents. */
export function PlanForm({ edit, ...props }: { edit?: boolean } & Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 1040 }}>
      <FormSection>Plan</FormSection>
      <Box sx={formGrid(4)}>
        <ReferenceInput source="carrier_id" reference="carriers" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <SelectInput label="Carrier" optionText="name" validate={required()} readOnly={edit} />
        </ReferenceInput>
        <TextInput
          source="state"
          label="State"
          validate={[required(), regex(/^[A-Za-z]{2}$/, 'A US state code, e.g. CO')]}
          readOnly={edit}
          parse={(v: string) => v.toUpperCase()}
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
        <PlanIdInput edit={edit} />
        <BooleanInput source="hsa_eligible" label="HSA eligible" helperText="A high-deductible plan" />
        <Box sx={{ gridColumn: { sm: 'span 4' } }}>
          <TextInput source="name" label="Plan name" validate={[required(), maxLength(200)]} />
        </Box>
        <LineInputs />
      </Box>
      <FormSection hint="In-network, per year">Deductibles and out-of-pocket maximum</FormSection>
      <Box sx={formGrid(4)}>
        <NumberInput source="deductible_individual_cents" label="Deductible, individual" validate={requiredDollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="deductible_family_cents" label="Deductible, family" validate={requiredDollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="oop_max_individual_cents" label="OOP max, individual" validate={requiredDollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="oop_max_family_cents" label="OOP max, family" validate={requiredDollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="deductible_oon_individual_cents" label="Out-of-network deductible, ind." validate={dollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} helperText="Blank when not covered" />
        <NumberInput source="deductible_oon_family_cents" label="Out-of-network deductible, fam." validate={dollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="coinsurance_pct" label="Coinsurance" validate={[required(), minValue(0), maxValue(100)]} slotProps={{ input: pctAdornment }} helperText="The member's share after the deductible" />
      </Box>
      <FormSection hint="Blank when the deductible applies first">Copays</FormSection>
      <Box sx={formGrid(5)}>
        <NumberInput source="copay_pcp_cents" label="Primary care" validate={dollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="copay_specialist_cents" label="Specialist" validate={dollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="copay_urgent_care_cents" label="Urgent care" validate={dollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="copay_er_cents" label="Emergency room" validate={dollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        <NumberInput source="copay_generic_rx_cents" label="Generic drugs" validate={dollars} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
      </Box>
      <FormSection>Documents</FormSection>
      <TextInput source="sbc_url" label="Summary of Benefits and Coverage (URL)" type="url" validate={[regex(/^https?:\/\//, 'A web address starting with https://'), maxLength(500)]} />
    </SimpleForm>
  );
}
