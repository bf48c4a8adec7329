import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Redeems a single-use token once when the page opens (never twice, even in StrictMode). */
export function useRedeemOnce<T>(token: string | null, redeem: (token: string) => Promise<T>, onSuccess?: (data: T) => void) {
  const mutation = useMutation({ mutationFn: redeem, onSuccess, throwOnError: false });
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    mutation.mutate(token);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return mutation;
}
