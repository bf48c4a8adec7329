/** Delete a resource, once its consequences are confirmed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useNotify } from '../ui/notify';
import { deleteConsequence } from './library';
import { deleteResource, invalidateLibrary, type Resource } from './queries';

export default function DeleteResourceDialog({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: () => deleteResource(resource.id),
    onSuccess: () => {
      void invalidateLibrary(queryClient);
      notify(`${resource.title} is deleted`);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={`Delete ${resource.title}?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      danger
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      {deleteConsequence(resource.shares)}
    </ConfirmDialog>
  );
}
