/** The help centre's contact form: signed in, the name and email are filled in; the page it was sent from goes with it. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { meQuery } from '../api';
import { SectionCard } from '../ui/cards';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { sendContact } from './queries';

export function ContactForm({ from }: { from: string }) {
  const me = useQuery(meQuery);
  const [typed, setTyped] = useState<{ name?: string; email?: string; message: string }>({ message: '' });
  const name = typed.name ?? me.data?.user.name ?? '';
  const email = typed.email ?? me.data?.user.email ?? '';
  const send = useMutation({
    mutationFn: () => sendContact({ name, email, message: typed.message, page: from }),
    onSuccess: () => setTyped({ message: '' }),
  });
  const fields = fieldErrorsOf(send.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <SectionCard title="Still need help?" subheader="Write to the support team: they answer by email, and you get a copy of your message." testId="contact-form">
      {send.isSuccess ? (
        <Alert severity="success" data-testid="contact-sent" onClose={() => send.reset()}>
          Thank you: your message was sent, and a copy of it is on its way to you.
        </Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Your name" value={name} onChange={(e) => setTyped({ ...typed, name: e.target.value })} error={!!fields.name} helperText={fields.name} required fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
            <TextField label="Email" type="email" value={email} onChange={(e) => setTyped({ ...typed, email: e.target.value })} error={!!fields.email} helperText={fields.email} required fullWidth />
          </Stack>
          <TextField
            label="Message"
            value={typed.message}
            onChange={(e) => setTyped({ ...typed, message: e.target.value })}
            error={!!fields.message}
            helperText={fields.message ?? `${typed.message.length} of 5,000 characters`}
            required
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <FormError error={send.error} />
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={send.isPending || !typed.message.trim()}>
              {send.isPending ? 'Sending…' : 'Send message'}
            </Button>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
