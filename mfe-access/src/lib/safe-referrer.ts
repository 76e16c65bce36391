/**
 * The page to return to after signing in (the shell's route guard sets `referrer`). Only a path of
 * this site is accepted, so a crafted link cannot send the customer elsewhere.
 */
export function safeReferrer(search: string, origin = window.location.origin): string | null {
  const value = new URLSearchParams(search).get('referrer');
  if (!value?.startsWith('/')) return null;
  try {
    // '//host' and '/\\host' parse to another origin and are refused here.
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
