/** Uploading a carrier's invoice for the month: the file is compared whole, or refused with the row that is wrong. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '../api';
import { useNotify } from '../ui/notify';
import { statementQuery, statementsKey, uploadInvoice, type CarrierStatement } from './queries';

export function InvoiceUpload({ groupId, month, carrier }: { groupId: string; month: string; carrier: CarrierStatement }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const upload = useMutation({
    mutationFn: (file: File) => uploadInvoice(groupId, month, carrier.carrier_id, file),
    onSuccess: (statement) => {
      queryClient.setQueryData(statementQuery(groupId, month).queryKey, statement);
      void queryClient.invalidateQueries({ queryKey: statementsKey });
      const invoice = statement.carriers.find((c) => c.carrier_id === carrier.carrier_id)?.invoice;
      const found = invoice?.differences.length ?? 0;
      notify(found ? `${carrier.carrier_name}’s invoice compared: ${found} ${found === 1 ? 'difference' : 'differences'}` : `${carrier.carrier_name}’s invoice matches the statement`);
    },
  });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid={`invoice-file-${carrier.carrier_id}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
      <Button size="small" variant={carrier.invoice ? 'text' : 'outlined'} startIcon={<UploadFileIcon />} disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? 'Comparing…' : carrier.invoice ? 'Replace invoice' : 'Upload invoice'}
      </Button>
      {upload.error ? (
        <Alert severity="error" onClose={() => upload.reset()} data-testid="invoice-error" sx={{ maxWidth: 520 }}>
          {refusal(upload.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function refusal(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
    const named = fields?.file ?? fields?.carrier_id;
    return named ? `The invoice was not loaded: ${named}.` : error.message;
  }
  return 'The invoice could not be uploaded.';
}
