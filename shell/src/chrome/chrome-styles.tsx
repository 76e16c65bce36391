import { Global, css } from '@emotion/react';

/**
 * The chrome's own CSS, on top of the frame in shell/index.html (which the server-rendered skeleton
 * shares, so nothing moves when React takes over): focus rings, the cart badge and its 1 s animation,
 * the simulated-user styling.
 */
const styles = css`
  .shop-header__slot {
    position: relative;
    box-sizing: border-box;
    padding: 0;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
    text-decoration: none;
  }
  .shop-header__slot:focus-visible,
  .shop-header__logo:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: -3px;
  }
  /* Chakra's global styles must not change the server-painted header: same font and line height. */
  .shop-header,
  .shop-promo {
    font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    line-height: normal;
  }
  .shop-header__logo {
    border-radius: 6px;
  }
  .shop-header__slot:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  /* Shown just below the header, so the focused skip link never covers the header's own controls. */
  .shop-skip-link:focus {
    top: 62px;
  }
  .shop-skip-link:focus-visible {
    outline: 3px solid #000;
    outline-offset: 2px;
  }
  .shop-header__badge {
    position: absolute;
    top: 1px;
    right: 0;
    min-width: 20px;
    height: 20px;
    padding: 0 5px;
    box-sizing: border-box;
    border-radius: 10px;
    background: var(--shop-header-fg);
    color: var(--shop-header-bg);
    font-size: 12px;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
    pointer-events: none;
  }
  .shop-header__badge[data-animating] {
    animation: shop-badge-pop 1s ease-in-out;
  }
  @keyframes shop-badge-pop {
    0% { transform: scale(1); }
    20% { transform: scale(1.4); }
    40% { transform: scale(0.9); }
    60% { transform: scale(1.15); }
    80% { transform: scale(0.97); }
    100% { transform: scale(1); }
  }
  @media (prefers-reduced-motion: reduce) {
    .shop-header__badge[data-animating] {
      animation: none;
    }
  }
  /* Simulated user: a red line under the header (inset, so the header keeps its size). */
  .shop-header[data-simulated] {
    box-shadow: inset 0 -4px 0 #c53030;
  }
  .shop-simulated-banner {
    margin: 0;
    padding: 6px 12px;
    background: #b91c1c;
    color: #fff;
    font-size: 0.875rem;
    font-weight: 600;
    text-align: center;
  }
  .shop-promo p {
    margin: 0;
  }
  /* On narrow screens the short message keeps the bar on one line (the server's skeleton is one line high). */
  .shop-promo__long {
    display: none;
  }
  @media (min-width: 640px) {
    .shop-promo__long {
      display: inline;
    }
    .shop-promo__short {
      display: none;
    }
  }
`;

export function ChromeStyles() {
  return <Global styles={styles} />;
}
