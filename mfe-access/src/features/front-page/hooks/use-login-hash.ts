import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** '#login' in the URL switches to the sign-in view and is then removed (history.replaceState). */
export function useLoginHash(onLogin?: () => void): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (hash !== '#login') return;
    onLogin?.();
    navigate({ pathname, search, hash: '' }, { replace: true });
  }, [hash, pathname, search, navigate, onLogin]);
}
