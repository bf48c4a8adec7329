import { Create, required, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEffect, useRef } from 'react';
import type { Agency } from '../api';
import { slugify, validateSlug } from './slug';

/** Suggests the subdomain from the name until the operator edits it. */
function SlugFromName() {
  const { setValue, getFieldState } = useFormContext();
  const name = useWatch({ name: 'name' }) as string | undefined;
  const touched = useRef(false);
  useEffect(() => {
    if (getFieldState('slug').isDirty && touched.current) return;
    setValue('slug', slugify(name ?? ''), { shouldValidate: !!name });
  }, [name, setValue, getFieldState]);
  return (
    <TextInput
      source="slug"
      label="Subdomain"
      validate={validateSlug}
      onChange={() => {
        touched.current = true;
      }}
      helperText="The agency's address: {subdomain}.your-domain. Lowercase letters, digits and hyphens."
    />
  );
}

/** A new agency: its own schema is created by the server. */
export function AgencyCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New agency"
      mutationOptions={{
        onSuccess: (agency: Agency) => {
          notify(`Agency ${agency.name} created`, { type: 'success' });
          redirect('show', 'agencies', agency.id);
        },
      }}
    >
      <SimpleForm>
        <TextInput source="name" label="Agency name" validate={required()} />
        <SlugFromName />
      </SimpleForm>
    </Create>
  );
}
