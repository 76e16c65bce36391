import { forwardRef, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { href } from '@shop/contracts/core';
import { cartSummaryAtom, pageSettingsAtom, shopSettingsAtom } from '@shop/session';
import { CartIcon, MenuIcon } from './icons';
import { followLink } from './navigation';

/** How long the cart badge animates after the count changes (spec: 1 s). */
export const BADGE_ANIMATION_MS = 1000;

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('shop-content');
  if (!target) return;
  // Focus the main area without putting "#shop-content" into the URL (the routers would see a navigation).
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.();
}

/** The item count, animated for a second whenever it changes (not on the first render). */
function CartBadge({ count }: { count: number }) {
  const previous = useRef(count);
  const [animating, setAnimating] = useState(false);
  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), BADGE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [count]);
  if (count <= 0) return null;
  return (
    <span className="shop-header__badge" data-testid="cart-badge" data-animating={animating ? '' : undefined} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

interface HeaderProps {
  menuOpen: boolean;
  onMenuClick: () => void;
  /** Preload the drawer when the pointer or focus comes near the button. */
  onMenuIntent?: () => void;
}

/**
 * The header row. Same elements and classes as the server's skeleton in shell/index.html
 * (slot 44×44 · logo + name · slot 44×44), so nothing moves when React replaces it.
 */
export const Header = forwardRef<HTMLButtonElement, HeaderProps>(function Header({ menuOpen, onMenuClick, onMenuIntent }, menuButtonRef) {
  const { t } = useTranslation('shell');
  const shop = useAtomValue(shopSettingsAtom);
  const page = useAtomValue(pageSettingsAtom);
  const cart = useAtomValue(cartSummaryAtom);
  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #shop-content; onClick only moves focus there too */}
      <a className="shop-skip-link" href="#shop-content" onClick={skipToContent}>
        {t('header.skipToContent')}
      </a>
      <button
        ref={menuButtonRef}
        type="button"
        className="shop-header__slot"
        aria-label={t('header.menu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onMenuClick}
        onPointerEnter={onMenuIntent}
        onFocus={onMenuIntent}
      >
        <MenuIcon />
      </button>
      <a className="shop-header__logo" href={href('home')} onClick={followLink}>
        {page?.logo ? <img src={page.logo} alt="" width={36} height={36} /> : null}
        <span className="shop-header__name">{shop?.name}</span>
      </a>
      <a className="shop-header__slot" href={href('cart')} onClick={followLink} aria-label={t('header.cart', { count: cart.itemCount })}>
        <CartIcon />
        <CartBadge count={cart.itemCount} />
      </a>
    </>
  );
});
