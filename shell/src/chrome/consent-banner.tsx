import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { consentAtom } from '@shop/session';
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@shop/ui';
import { writeConsent } from '../root/consent-cookie';

/** The banner's height while it is shown (the modules read it in CSS: var(--shop-consent-height, 0px)). */
const CONSENT_HEIGHT = '--shop-consent-height';

export interface ConsentBannerProps {
  /** Opened on request (menu entry or the 'consent:open' event) rather than on a first visit: takes focus. */
  requested: boolean;
  onDone: () => void;
}

/**
 * Cookie consent: a non-modal banner fixed to the bottom (nothing above it moves). The page gets the
 * banner's height as bottom padding and scroll padding, so the end of the page and a focused control are
 * never hidden behind it (WCAG 2.4.11), and as the CSS variable --shop-consent-height on the document's root,
 * which what a module fixes or sticks to the bottom of the screen (the editor's toolbar) stands on. The choice is a one-year cookie plus the session's consentAtom,
 * which root/tracking.ts reads before forwarding any analytics event.
 */
export default function ConsentBanner({ requested, onDone }: ConsentBannerProps) {
  const { t } = useTranslation('shell');
  const [consent, setConsent] = useAtom(consentAtom);
  const [showDetails, setShowDetails] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const detailsId = useId();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const apply = () => {
      const height = `${element.offsetHeight}px`;
      document.body.style.paddingBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
      document.documentElement.style.setProperty(CONSENT_HEIGHT, height);
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
      document.documentElement.style.scrollPaddingBottom = '';
      document.documentElement.style.removeProperty(CONSENT_HEIGHT);
    };
  }, []);

  useEffect(() => {
    if (requested) ref.current?.focus();
  }, [requested]);

  const choose = (choice: 'allow' | 'deny') => {
    writeConsent(choice);
    setConsent(choice);
    onDone();
  };

  return (
    <Box
      as="section"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="consent-banner"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="bg"
      color="fg"
      borderTopWidth="1px"
      borderColor="border"
      boxShadow="0 -4px 16px rgba(0, 0, 0, 0.12)"
      maxHeight="70vh"
      overflowY="auto"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
    >
      <Container maxWidth="4xl" paddingY="4">
        <Stack gap="3">
          <Heading as="h2" size="md" id={titleId}>
            {t('consent.title')}
          </Heading>
          <Text>{t('consent.text')}</Text>
          {consent ? <Text fontWeight="semibold">{t(consent === 'allow' ? 'consent.currentAllow' : 'consent.currentDeny')}</Text> : null}
          <Box>
            <Button
              variant="plain"
              size="lg"
              paddingX="0"
              color="brand.fg"
              textDecoration="underline"
              aria-expanded={showDetails}
              aria-controls={detailsId}
              onClick={() => setShowDetails((value) => !value)}
            >
              {showDetails ? t('consent.hideDetails') : t('consent.details')}
            </Button>
            <Stack id={detailsId} hidden={!showDetails} gap="2" fontSize="sm">
              <Text>{t('consent.necessary')}</Text>
              <Text>{t('consent.analytics')}</Text>
              <Text>{t('consent.change')}</Text>
            </Stack>
          </Box>
          <HStack gap="3" wrap="wrap">
            <Button size="lg" colorPalette="brand" onClick={() => choose('allow')}>
              {t('consent.allow')}
            </Button>
            <Button size="lg" colorPalette="brand" onClick={() => choose('deny')}>
              {t('consent.deny')}
            </Button>
            {consent ? (
              <Button size="lg" variant="outline" onClick={onDone}>
                {t('consent.close')}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
