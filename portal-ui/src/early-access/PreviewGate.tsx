import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { useNotify } from '../ui/notify';
import { StatusPage } from '../ui/StatusPage';
import { PREVIEW_TITLES, type PreviewFeature } from '../ui/vocab';
import { switchPreview } from './queries';

/**
 * A preview feature's pages, shown only while the agency has it on. Otherwise the page says so
 * and offers to switch it on to those who may (the server refuses its API anyway).
 */
export function PreviewGate({ feature, children }: { feature: PreviewFeature; children: ReactNode }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (me.previews.includes(feature)) return <>{children}</>;
  const mayEnable = can(me, 'previews', 'write');
  const enable = async () => {
    setBusy(true);
    try {
      await switchPreview(queryClient, feature, true);
      notify(`${PREVIEW_TITLES[feature]} is on for your agency`);
    } catch {
      notify('It could not be switched on; try again', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <StatusPage
      icon={<ScienceOutlinedIcon />}
      title={`${PREVIEW_TITLES[feature]} is not enabled for your agency`}
      actions={
        mayEnable ? (
          <>
            <Button variant="contained" onClick={enable} disabled={busy}>
              Switch it on
            </Button>
            <Button component={RouterLink} to="/dashboard/early-access">
              See every preview
            </Button>
          </>
        ) : (
          <Button component={RouterLink} to="/dashboard">
            Back to the dashboard
          </Button>
        )
      }
    >
      {mayEnable
        ? 'It is a preview: switch it on to try it with your own data, and tell us what you think. You can switch it off at any time.'
        : 'It is a preview your agency has not switched on. Your agency’s owners and admins can switch it on from Early access.'}
    </StatusPage>
  );
}
