import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRedirect, useRefresh, useUpdate } from 'react-admin';
import type { Plan } from '../api';
import { toPlanInput } from './planInput';

/** Active (in the catalogue) or withdrawn (kept on the quotes made with it). */
export function PlanStatusChip({ active }: { active: boolean | undefined }) {
  return active === false ? (
    <Chip size="small" variant="outlined" color="warning" label="Withdrawn" data-testid="plan-status" />
  ) : (
    <Chip size="small" variant="outlined" color="success" label="Active" data-testid="plan-status" />
  );
}

export function PlanStatusField(_: { label?: string; source?: string }) {
  const plan = useRecordContext<Plan>();
  return plan ? <PlanStatusChip active={plan.active} /> : null;
}

/** Writes the plan back with `active` set, all else as it is. */
function useSetActive(resource: string) {
  const [update, { isPending }] = useUpdate();
  const set = (plan: Plan, active: boolean, options: { onSuccess: () => void; onError: (e: unknown) => void }) =>
    update(
      resource,
      { id: plan.id, data: { ...toPlanInput(plan as unknown as Record<string, unknown>), active }, previousData: plan },
      { mutationMode: 'pessimistic', ...options },
    );
  return [set, isPending] as const;
}

/**
 * Withdraw (after a confirmation) an active plan, or restore a withdrawn one. `listAfterWithdraw`
 * goes back to the list, which leaves withdrawn plans out unless asked.
 */
export function PlanActiveButton({ resource, listAfterWithdraw = false, audience = 'brokers' }: { resource: string; listAfterWithdraw?: boolean; audience?: string }) {
  const plan = useRecordContext<Plan>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [setActive, isPending] = useSetActive(resource);
  if (!plan) return null;
  const failed = (what: string) => (e: unknown) => notify(e instanceof Error ? e.message : `The plan could not be ${what}`, { type: 'error' });
  if (plan.active === false) {
    const restore = () =>
      setActive(plan, true, {
        onSuccess: () => {
          notify(`${plan.name} is back in the catalogue`, { type: 'success' });
          refresh();
        },
        onError: failed('restored'),
      });
    return (
      <Button size="small" startIcon={<RestoreIcon />} onClick={restore} disabled={isPending}>
        Restore
      </Button>
    );
  }
  const withdraw = () =>
    setActive(plan, false, {
      onSuccess: () => {
        setOpen(false);
        notify(`${plan.name} left the catalogue`, { type: 'success' });
        if (listAfterWithdraw) redirect('list', resource);
        else refresh();
      },
      onError: failed('withdrawn'),
    });
  return (
    <>
      <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        Withdraw
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Withdraw ${plan.name}?`}
        content={`The plan leaves the catalogue: ${audience} can no longer quote it. Quotes and plan designs that have it keep it. You can restore it later.`}
        confirm="Withdraw"
        onConfirm={withdraw}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
