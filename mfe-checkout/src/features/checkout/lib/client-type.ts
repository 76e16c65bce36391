import { useEffect, useState } from 'react';

/**
 * The client type (spec 3: desktop, or mobile, whose layout is named mobilev2). The shop has one client
 * for every screen, so the type follows the screen: a wide one (48em and up) is the desktop client. It
 * is sent with the transaction and chooses the checkout's layout (two steps on the desktop client).
 */
const DESKTOP_QUERY = '(min-width: 48em)';

export function clientType(): 'desktop' | 'mobile' {
  return typeof window !== 'undefined' && window.matchMedia?.(DESKTOP_QUERY).matches ? 'desktop' : 'mobile';
}

/** The client type, following the screen as it is resized or turned. */
export function useClientType(): 'desktop' | 'mobile' {
  const [type, setType] = useState(clientType);
  useEffect(() => {
    const list = window.matchMedia?.(DESKTOP_QUERY);
    if (!list) return;
    const changed = () => setType(list.matches ? 'desktop' : 'mobile');
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return type;
}
