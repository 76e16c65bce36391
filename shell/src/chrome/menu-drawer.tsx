import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { navigateToUrl } from 'single-spa';
import { href, isSignedIn, type MenuEntry } from '@shop/contracts/core';
import { accessApi } from '@shop/contracts/access';
import { call } from '@shop/api-client';
import { publish } from '@shop/event-bus';
import { pageSettingsAtom, refreshUser, shopSettingsAtom, userAtom } from '@shop/session';
import { Box, chakra, HStack, Image, Stack, Text, VisuallyHidden } from '@shop/ui';
import { CloseButton, Drawer, Portal } from '@shop/ui/overlays';
import { ChevronIcon, ExternalIcon } from './icons';
import { switchLanguage } from './language';
import { chooseLayout, chosenLayout } from './layout-choice';
import { entryTitle, visibleEntries } from './menu-model';
import { followLink, overlaysRef } from './navigation';

export interface CmsPageRequest {
  id: string;
  title: string;
}

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the drawer closes (the header's menu button). */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  /** A 'modal' entry: the CMS page in a dialog. */
  onOpenCmsPage: (page: CmsPageRequest) => void;
}

/** One look for every row of the menu: a 44 px target, full width, a visible focus ring. */
const rowCss = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: 'full',
  minHeight: '44px',
  paddingX: '3',
  paddingY: '2',
  borderRadius: 'md',
  color: 'fg',
  fontSize: 'md',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
} as const;

const listCss = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The drawer menu (loaded on first use): logo, greeting, language, the portal's menu entries, then the
 * shell's own entries. Internal links close the drawer and navigate without a reload; middle or ctrl
 * click opens a tab as usual.
 */
export default function MenuDrawer({ open, onOpenChange, menuButtonRef, onOpenCmsPage }: MenuDrawerProps) {
  const { t, i18n } = useTranslation('shell');
  const shop = useAtomValue(shopSettingsAtom);
  const page = useAtomValue(pageSettingsAtom);
  const user = useAtomValue(userAtom);
  const signedIn = isSignedIn(user);
  // What to open once the drawer is gone (a dialog, the consent banner): opened after the drawer has
  // closed and given focus back, so the next thing can take focus without a tug of war.
  const afterClose = useRef<(() => void) | null>(null);
  const [busy, setBusy] = useState(false);
  const languageLabelId = useId();

  const modules = shop?.modules ?? [];
  const language = i18n.language;
  const defaultLanguage = shop?.default_language ?? 'en';
  const entries = visibleEntries(page?.menu ?? [], signedIn, modules);
  const languages = shop?.locale.languages ?? [];

  const close = (then?: () => void) => {
    afterClose.current = then ?? null;
    onOpenChange(false);
  };

  const changeLanguage = async (code: string) => {
    if (code === language) return;
    try {
      await switchLanguage(code);
    } catch (error) {
      console.error('Saving the language failed', error);
      publish('toast', { status: 'error', title: t('menu.languageFailed') });
    }
  };

  const signOut = async () => {
    setBusy(true);
    try {
      await call(accessApi.logout);
      close();
      // the session reads the (now empty) cart's summary when it hears the customer changed
      await refreshUser().catch(() => undefined);
      navigateToUrl(href('home'));
    } catch (error) {
      console.error('Sign-out failed', error);
      publish('toast', { status: 'error', title: t('menu.signOutFailed') });
    } finally {
      setBusy(false);
    }
  };

  const renderEntry = (entry: MenuEntry, index: number) => {
    const title = entryTitle(entry, language, defaultLanguage);
    if (entry.children?.length) {
      return <MenuGroup key={index} title={title} entries={entry.children} renderEntry={renderEntry} />;
    }
    switch (entry.type) {
      case 'internal':
        return (
          <li key={index}>
            <chakra.a css={rowCss} href={entry.target} onClick={(event) => followLink(event) && close()}>
              {title}
            </chakra.a>
          </li>
        );
      case 'other':
        return (
          <li key={index}>
            <chakra.a css={rowCss} href={entry.target} target="_blank" rel="noopener noreferrer">
              {title}
              <ExternalIcon />
              <VisuallyHidden>{t('menu.newTab')}</VisuallyHidden>
            </chakra.a>
          </li>
        );
      case 'modal':
        return (
          <li key={index}>
            <chakra.button type="button" css={rowCss} aria-haspopup="dialog" onClick={() => close(() => onOpenCmsPage({ id: entry.target, title }))}>
              {title}
            </chakra.button>
          </li>
        );
      case 'cookiesettings':
        return (
          <li key={index}>
            <chakra.button type="button" css={rowCss} onClick={() => close(() => publish('consent:open', {}))}>
              {title}
            </chakra.button>
          </li>
        );
    }
  };

  // 'Desktop version' lays this device out wide whatever its width, 'Mobile version' back (remembered per
  // device: layout-choice.ts); there is no legacy desktop client to send anyone to
  const [layout, setLayout] = useState(chosenLayout);
  const switchLayout = () => {
    const next = layout === 'desktop' ? 'mobile' : 'desktop';
    close(() => {
      chooseLayout(next);
      setLayout(next);
    });
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
      finalFocusEl={() => menuButtonRef.current}
      onExitComplete={() => {
        const then = afterClose.current;
        afterClose.current = null;
        then?.();
      }}
    >
      <Portal container={overlaysRef}>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header paddingEnd="14">
              <HStack gap="3" minWidth={0}>
                {page?.logo ? <Image src={page.logo} alt="" width="40px" height="40px" flex="none" /> : null}
                <Drawer.Title lineClamp={2}>{shop?.name}</Drawer.Title>
              </HStack>
            </Drawer.Header>
            <Drawer.Body paddingX="3">
              <Stack gap="5">
                {signedIn ? (
                  <Text paddingX="3" fontWeight="semibold" data-testid="greeting">
                    {greeting(t, user.name)}
                  </Text>
                ) : null}

                {languages.length > 1 ? (
                  <Box role="group" aria-labelledby={languageLabelId}>
                    <Text id={languageLabelId} paddingX="3" marginBottom="1" fontSize="sm" color="fg.muted">
                      {t('menu.language')}
                    </Text>
                    <HStack gap="1" paddingX="1" wrap="wrap">
                      {languages.map((lang) => {
                        const current = lang.name === language;
                        return (
                          <chakra.button
                            key={lang.name}
                            type="button"
                            lang={lang.name}
                            aria-pressed={current}
                            onClick={() => void changeLanguage(lang.name)}
                            css={{
                              ...rowCss,
                              width: 'auto',
                              border: '1px solid',
                              borderColor: current ? 'brand.solid' : 'border',
                              bg: current ? 'brand.solid' : 'transparent',
                              color: current ? 'brand.contrast' : 'fg',
                              fontWeight: current ? 'semibold' : 'normal',
                              _hover: current ? {} : { bg: 'bg.muted' },
                            }}
                          >
                            {lang.long}
                          </chakra.button>
                        );
                      })}
                    </HStack>
                  </Box>
                ) : null}

                <nav aria-label={t('menu.label')}>
                  <chakra.ul css={listCss}>
                    {entries.map(renderEntry)}
                    <li>
                      <chakra.a css={rowCss} href={href('contact-us')} onClick={(event) => followLink(event) && close()}>
                        {t('menu.contact')}
                      </chakra.a>
                    </li>
                    {shop?.hasPrivacyPolicy ? (
                      <li>
                        <chakra.a css={rowCss} href={href('privacy-policy')} onClick={(event) => followLink(event) && close()}>
                          {t('menu.privacy')}
                        </chakra.a>
                      </li>
                    ) : null}
                    <li>
                      <chakra.button type="button" css={rowCss} onClick={switchLayout}>
                        {t(layout === 'desktop' ? 'menu.mobile' : 'menu.desktop')}
                      </chakra.button>
                    </li>
                    {signedIn ? (
                      <li>
                        <chakra.button type="button" css={rowCss} onClick={() => void signOut()} disabled={busy} aria-busy={busy}>
                          {t('menu.signOut')}
                        </chakra.button>
                      </li>
                    ) : null}
                  </chakra.ul>
                </nav>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t('menu.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** 'Hi, Ida'; without a name (registration asks none) a neutral 'Hi!', never 'Hi ,'. */
function greeting(t: TFunction, name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? t('menu.greeting', { name: first }) : t('menu.greetingNoName');
}

/** A group entry: a button that expands or collapses its children. */
function MenuGroup({ title, entries, renderEntry }: { title: string; entries: MenuEntry[]; renderEntry: (entry: MenuEntry, index: number) => ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <chakra.button
        type="button"
        css={{ ...rowCss, justifyContent: 'space-between' }}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {title}
        <ChevronIcon open={expanded} />
      </chakra.button>
      <chakra.ul id={listId} hidden={!expanded} css={{ ...listCss, paddingStart: '4' }}>
        {entries.map(renderEntry)}
      </chakra.ul>
    </li>
  );
}
