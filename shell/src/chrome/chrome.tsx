import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAtom } from 'jotai';
import { storedRecordingId } from './debug-key';
import { Header } from './header';
import type { CmsPageRequest } from './menu-drawer';
import { PromoBar } from './promo-bar';
import { SimulatedBanner } from './simulated-banner';
import { addPictureCodeAtom, pictureSetSelectorAtom, type ToastPayload, waitingToastsAtom } from './page-requests';

// Everything behind a click or an event is its own chunk: the header's first load stays small.
const loadMenu = () => import(/* webpackChunkName: "chrome-menu" */ './menu-drawer');
const MenuDrawer = lazy(loadMenu);
const CmsDialog = lazy(() => import(/* webpackChunkName: "chrome-cms-dialog" */ './cms-dialog'));
const loadToasts = () => import(/* webpackChunkName: "chrome-toasts" */ './toasts');
type ToastsModule = Awaited<ReturnType<typeof loadToasts>>;
const ExposedDialog = lazy(() => import(/* webpackChunkName: "chrome-exposed-dialog" */ './exposed-dialog'));

/** Render into one of the page's slots (#shop-promo …); in place when the page has none (tests). Browser only. */
function Slot({ id, children }: { id: string; children: ReactNode }) {
  const element = document.getElementById(id);
  return element ? createPortal(children, element) : children;
}

/** Toasts asked for on the bus (page-requests.ts), shown with Chakra's toaster, which loads with the first one. */
function ToastHost() {
  const [waiting, setWaiting] = useAtom(waitingToastsAtom);
  const [toasts, setToasts] = useState<ToastsModule | null>(null);
  const asked = waiting.length > 0;
  useEffect(() => {
    if (!asked || toasts) return;
    loadToasts().then(
      (module) => setToasts(module),
      (error) => console.error('Loading the toaster failed', error),
    );
  }, [asked, toasts]);
  const shown = useCallback((done: readonly ToastPayload[]) => setWaiting((current) => current.filter((toast) => !done.includes(toast))), [setWaiting]);
  if (!toasts) return null;
  const ShopToaster = toasts.default;
  return <ShopToaster waiting={waiting} onShown={shown} />;
}

/**
 * The shell's chrome: header (in #shop-header), promo bar (#shop-promo), simulated-user banner
 * (#shop-banner); drawer, dialogs and toasts (#shop-overlays) load when needed. The consent banner is a root
 * of its own (consent-host.tsx).
 */
export function ChromeApp() {
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const [cmsPage, setCmsPage] = useState<CmsPageRequest | null>(null);
  // Dialogs of other modules any page may ask for, caught from the shell's start (page-requests.ts).
  const [selectorOpen, setSelectorOpen] = useAtom(pictureSetSelectorAtom);
  const [addCodeOpen, setAddCodeOpen] = useAtom(addPictureCodeAtom);

  // A support recording started on /debug goes on after a reload and on every page of this tab.
  useEffect(() => {
    if (!storedRecordingId()) return;
    import(/* webpackChunkName: "debug-recorder" */ './debug-recorder')
      .then((recorder) => recorder.resumeRecording())
      .catch((error) => console.error('Resuming the support recording failed', error));
  }, []);

  const openMenu = useCallback(() => {
    setMenuMounted(true);
    setMenuOpen(true);
  }, []);
  const preloadMenu = useCallback(() => {
    void loadMenu().catch(() => undefined);
  }, []);
  const finalFocus = useCallback(() => menuButtonRef.current, []);

  return (
    <>
      <Header ref={menuButtonRef} menuOpen={menuOpen} onMenuClick={openMenu} onMenuIntent={preloadMenu} />
      <Slot id="shop-banner">
        <SimulatedBanner />
      </Slot>
      <Slot id="shop-promo">
        <PromoBar />
      </Slot>
      {menuMounted ? (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} menuButtonRef={menuButtonRef} onOpenCmsPage={setCmsPage} />
        </Suspense>
      ) : null}
      {cmsPage ? (
        <Suspense fallback={null}>
          <CmsDialog key={cmsPage.id} page={cmsPage} onClose={() => setCmsPage(null)} finalFocus={finalFocus} />
        </Suspense>
      ) : null}
      {selectorOpen !== null ? (
        <Suspense fallback={null}>
          <ExposedDialog name="pictureSetSelector" open={selectorOpen} onClose={() => setSelectorOpen(false)} onFailed={() => setSelectorOpen(null)} />
        </Suspense>
      ) : null}
      {addCodeOpen !== null ? (
        <Suspense fallback={null}>
          <ExposedDialog name="addPictureCode" open={addCodeOpen} onClose={() => setAddCodeOpen(false)} onFailed={() => setAddCodeOpen(null)} />
        </Suspense>
      ) : null}
      <ToastHost />
    </>
  );
}
