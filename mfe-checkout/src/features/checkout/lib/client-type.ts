/** The client type sent with the transaction (spec 3 section 7): desktop from a wide screen, else mobile. */
export function clientType(): 'desktop' | 'mobile' {
  return typeof window !== 'undefined' && window.matchMedia?.('(min-width: 48em)').matches ? 'desktop' : 'mobile';
}
