import Box from '@mui/material/Box';
import {
  ArrayInput,
  BooleanInput,
  Edit,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useRecordContext,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { FormSection, formGrid, usd } from '../layout/FormSection';
import type { CataloguePlan } from '../api';
import { formatDollarInput, parseDollarInput } from '../plans/dollarInput';
import { MAX_MONTHLY_CENTS, MAX_YEARLY_CENTS, toCataloguePlanInput, validateLimit, validatePrice } from './rules';

const mono = { htmlInput: { style: { fontFamily: 'monospace' } } };
const unlimitedWhenBlank = { placeholder: 'Unlimited', slotProps: { inputLabel: { shrink: true } } };


function BillingPlanTitle() {
  const record = useRecordContext<CataloguePlan>();
  return <>{record ? `Edit ${record.name} plan` : 'Billing plan'}</>;
}

/** One feature of the list, labelled by its place ("Feature 2"). */
function FeatureInput() {
  const { index } = useSimpleFormIteratorItem();
  return <TextInput source="" label={`Feature ${index + 1}`} validate={[required(), maxLength(120)]} helperText={false} />;
}

/**
 * A subscription plan's terms: prices typed in dollars and sent in cents, limits (blank: unlimited),
 * features and Stripe prices. The version read goes back with them: a plan changed meanwhile is
 * refused rather than overwritten.
 */
export function BillingPlanEdit() {
  return (
    <Edit title={<BillingPlanTitle />} mutationMode="pessimistic" redirect="show" transform={(d: Record<string, unknown>) => toCataloguePlanInput(d)}>
      <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} sx={{ maxWidth: 860 }}>
        <FormSection>Plan</FormSection>
        <Box sx={formGrid(3)}>
          <TextInput source="name" label="Plan name" validate={[required(), maxLength(60)]} />
          <NumberInput source="position" label="Position" validate={[required(), minValue(0), maxValue(1000)]} helperText="Order on the landing and billing pages" />
          <BooleanInput source="active" label="Offered to agencies" helperText="A plan no longer offered keeps its subscribers" />
          <Box sx={{ gridColumn: { sm: 'span 3' } }}>
            <TextInput source="tagline" label="Tagline" validate={maxLength(200)} helperText="One line under the name" />
          </Box>
        </Box>
        <FormSection hint="In dollars">Prices</FormSection>
        <Box sx={formGrid(3)}>
          <NumberInput source="monthly_cents" label="Monthly price" validate={validatePrice(MAX_MONTHLY_CENTS)} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
          <NumberInput source="yearly_cents" label="Yearly price" validate={validatePrice(MAX_YEARLY_CENTS)} format={formatDollarInput} parse={parseDollarInput} slotProps={{ input: usd }} />
        </Box>
        <FormSection hint="Blank for unlimited">Limits</FormSection>
        <Box sx={formGrid(3)}>
          <NumberInput source="max_groups" label="Employer groups" validate={validateLimit} step={1} {...unlimitedWhenBlank} />
          <NumberInput source="max_employees" label="Employees" validate={validateLimit} step={1} {...unlimitedWhenBlank} />
          <NumberInput source="max_seats" label="Team seats" validate={validateLimit} step={1} {...unlimitedWhenBlank} />
        </Box>
        <FormSection hint="Shown on the plan's card, in this order">Features</FormSection>
        <ArrayInput source="features" label={false}>
          <SimpleFormIterator inline disableClear>
            <FeatureInput />
          </SimpleFormIterator>
        </ArrayInput>
        <FormSection hint="The price ids Checkout sells (price_…); blank: not sold for that interval">Stripe prices</FormSection>
        <Box sx={formGrid(2)}>
          <TextInput source="stripe_monthly_price" label="Stripe monthly price" validate={maxLength(100)} slotProps={mono} />
          <TextInput source="stripe_yearly_price" label="Stripe yearly price" validate={maxLength(100)} slotProps={mono} />
        </Box>
      </SimpleForm>
    </Edit>
  );
}
