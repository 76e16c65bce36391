/** The few icons of the chrome, inline so the header needs no icon library. Decorative: names come from the controls. */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function MenuIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a1.5 1.5 0 0 0 1.5 1.1h8.8a1.5 1.5 0 0 0 1.5-1.1L21 7H6.2" />
    </svg>
  );
}

export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg {...common} aria-hidden="true" width={20} height={20} style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg {...common} aria-hidden="true" width={16} height={16}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...common} aria-hidden="true">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M8 5v14M16 5v14" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M7 4.5v15l12-7.5z" />
    </svg>
  );
}
