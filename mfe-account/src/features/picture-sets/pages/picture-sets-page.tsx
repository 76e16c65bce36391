import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { PictureSet } from '@shop/contracts/account';
import { publish } from '@shop/event-bus';
import { Box, Button, Card, chakra, Flex, Heading, HStack, Image, Link, SimpleGrid, Stack, Text } from '@shop/ui';
import { usePictureSets } from '../api/picture-sets';
import { LoadFailed, Loading, Page } from '../components/page';
import { PictureImage } from '../components/picture-image';
import { CARD_PICTURES, jobAndYear } from '../lib/pictures';
import { paths } from '../lib/paths';
import { AcceptInvite } from '../../share';
import { AppLink } from '@shop/ui/toolkit';

/**
 * 'My picture sets': a card per set. Adding a code is the access module's page.
 * With ?invite=<token> (the share e-mail's link) the invitation is shown above the list; once accepted the
 * list is read again (the 'pictureset:added' event makes it stale) and the parameter removed (the confirmation stays until the user leaves the page).
 */
export function PictureSetsPage() {
  const { t } = useTranslation('account');
  const { state } = usePictureSets();
  const [searchParams, setSearchParams] = useSearchParams();
  const [acceptedToken, setAcceptedToken] = useState<string>();
  const inviteToken = searchParams.get('invite') || acceptedToken;
  const onAccepted = () => {
    setAcceptedToken(inviteToken ?? undefined);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('invite');
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Page title={t('pictureSets.title')}>
      {inviteToken && (
        <Box mb="6">
          <AcceptInvite key={inviteToken} token={inviteToken} onAccepted={onAccepted} />
        </Box>
      )}
      <HStack mb="4" gap="4" wrap="wrap">
        {/* access's 'Add picture code' dialog, opened by the shell; the empty list below links to the page */}
        <Button colorPalette="brand" onClick={() => publish('picturecode:add-requested', {})}>
          {t('pictureSets.add')}
        </Button>
        <ShareButton />
      </HStack>
      {state.status === 'loading' && <Loading />}
      {(state.status === 'error' || state.status === 'not-found') && <LoadFailed />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <Text>
            {t('pictureSets.empty')} <AppLink to={paths.addPictureSet}>{t('pictureSets.add')}</AppLink>
          </Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 2 }} gap="4">
            {state.data.map((set, index) => (
              <chakra.li key={set.uuid}>
                <PictureSetCard set={set} priority={index === 0} />
              </chakra.li>
            ))}
          </SimpleGrid>
        ))}
    </Page>
  );
}

const ShareDialog = lazy(() => import('../../share').then((m) => ({ default: m.ShareDialog })));

/** Opens the share-pictures dialog (loaded on first use). */
function ShareButton() {
  const { t } = useTranslation('account-profile');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('share.openDialog')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** `priority`: the first card, whose pictures are the page's largest paint (loaded at once, asked for in <head>). */
export function PictureSetCard({ set, priority = false }: { set: PictureSet; priority?: boolean }) {
  const { t } = useTranslation('account');
  const shown = set.pictures.slice(0, CARD_PICTURES);
  const rest = set.pictures.length - shown.length;
  return (
    <Card.Root as="article" aria-labelledby={`set-${set.uuid}`} h="100%" bg="surface.raised" borderWidth="0" borderRadius="l3" shadow="raised">
      <Card.Body gap="3">
        <Flex gap="3" align="center">
          {set.avatar.url ? (
            <Image src={set.avatar.url} alt="" htmlWidth={56} htmlHeight={56} w="56px" h="56px" borderRadius="full" objectFit="cover" loading="lazy" />
          ) : (
            <Box
              aria-hidden
              w="56px"
              h="56px"
              borderRadius="full"
              bg="brand.muted"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
            >
              {set.subject.name.slice(0, 1)}
            </Box>
          )}
          <Stack gap="0" flex="1" minW="0">
            <Heading as="h2" size="xl" id={`set-${set.uuid}`}>
              <Link asChild color="brand.fg">
                <RouterLink to={paths.pictureSet(set.uuid)}>{set.subject.name}</RouterLink>
              </Link>
            </Heading>
            {set.subject.group && <Text>{set.subject.group}</Text>}
            <Text color="fg.muted">{jobAndYear(set)}</Text>
          </Stack>
          {set.photographer.logo.url && (
            <Image
              src={set.photographer.logo.url}
              alt={set.photographer.name}
              htmlWidth={80}
              htmlHeight={40}
              maxW="80px"
              maxH="40px"
              objectFit="contain"
              loading="lazy"
            />
          )}
        </Flex>
        {shown.length > 0 && (
          <Box
            as="ul"
            listStyleType="none"
            p="0"
            m="0"
            display="grid"
            gridTemplateColumns="repeat(4, minmax(0, 1fr))"
            gap="2"
            aria-label={t('pictureSets.pictures', { count: set.pictures.length })}
          >
            {shown.map((p) => (
              <Box as="li" key={p.uuid} borderRadius="l1" overflow="hidden">
                <PictureImage picture={p} alt={t('picture.alt', { id: p.webshopId })} sizes="(min-width: 48em) 140px, 25vw" width={160} priority={priority} />
              </Box>
            ))}
            {rest > 0 && (
              <Box
                as="li"
                bg="brand.subtle"
                color="fg"
                borderRadius="l1"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                fontSize="xl"
              >
                <span aria-hidden>+{rest}</span>
                <chakra.span srOnly>{t('pictureSets.more', { count: rest })}</chakra.span>
              </Box>
            )}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
