/** Every page of the catalogue: for the roles that may read it (or change it), while the agency has the preview on. */
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { PreviewGate } from '../early-access/PreviewGate';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { NotifyProvider, useNotify } from '../ui/notify';

export function BenefitsArea({ write = false, children }: { write?: boolean; children: ReactNode }) {
  const me = useMe();
  if (!can(me, 'benefits', write ? 'write' : 'read')) {
    const readOnly = write && can(me, 'benefits', 'read');
    return <ForbiddenPage role={me.role} agencyName={me.agency?.name} message={readOnly ? 'Your role can browse the benefits catalogue but not change it' : undefined} />;
  }
  return (
    <NotifyProvider>
      <PreviewGate feature="benefits_catalog">
        <ArrivalNotice />
        {children}
      </PreviewGate>
    </NotifyProvider>
  );
}

/** What the page before this one did ("Dental is in the catalogue"), said once this page shows. */
export interface ArrivalState {
  notice?: string;
}

function ArrivalNotice() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const notice = (state as ArrivalState | null)?.notice;
  useEffect(() => {
    if (!notice) return;
    notify(notice);
    // Said once: not again when the page is reloaded.
    navigate({ pathname, search }, { replace: true, state: null });
  }, [notice, notify, navigate, pathname, search]);
  return null;
}

/** The catalogue's breadcrumbs start at its overview. */
export const OVERVIEW = { label: 'Benefits catalogue', to: '/2-future-features/benefits' };
