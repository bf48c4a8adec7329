import Box from '@mui/material/Box';
import { BooleanInput, SelectInput, SimpleForm, TextInput, maxLength, required, type SimpleFormProps } from 'react-admin';
import { FormSection, formGrid } from '../layout/FormSection';
import { choicesOf, HELP_CATEGORY_LABELS } from '../vocab';
import { ArticlePreview } from './ArticlePreview';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const validateSlug = (value: unknown) => (typeof value === 'string' && value.trim() && !SLUG.test(value.trim()) ? 'lower-case letters, digits and single hyphens' : undefined);

/** The article's fields, the markdown beside its preview. */
export function ArticleForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <FormSection>Article</FormSection>
      <Box sx={formGrid(3)}>
        <TextInput source="title" validate={[required(), maxLength(200)]} sx={{ gridColumn: { sm: 'span 2' } }} />
        <SelectInput source="category" choices={choicesOf(HELP_CATEGORY_LABELS)} validate={required()} />
      </Box>
      <TextInput source="summary" validate={[required(), maxLength(300)]} helperText="One line under the title in lists and search results" fullWidth />
      <Box sx={formGrid(2)}>
        <TextInput source="slug" label="Address" validate={[validateSlug, maxLength(80)]} helperText="The end of /help/…; made from the title when left empty" />
        <BooleanInput source="published" helperText="Shown in your help centre; a draft otherwise" sx={{ mt: 1 }} />
      </Box>
      <FormSection hint="Markdown: ## headings, **bold**, lists, links and tables">Text</FormSection>
      <Box sx={{ ...formGrid(2), alignItems: 'start' }}>
        <TextInput source="body_markdown" label="Markdown" multiline minRows={14} validate={[required(), maxLength(50_000)]} />
        <ArticlePreview />
      </Box>
    </SimpleForm>
  );
}
