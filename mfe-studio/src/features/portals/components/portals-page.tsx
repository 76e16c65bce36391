import { Badge, Box, Button, HStack, Link, Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '@shop/contracts/core';
import { type PortalSummary, studioApi } from '@shop/contracts/studio';
import { invalidateCall, useCall } from '@shop/data';
import { ReadState, StudioPage } from '../../../lib/page';
import { isSupport, useStaffSession } from '../../../lib/staff';
import { PortalLinks } from '../../dashboard';
import { NewPortalForm } from './new-portal-form';

function PortalRow({ portal }: { portal: PortalSummary }) {
  const { t } = useTranslation('studio');
  const on = portal.modules.filter((m) => m.enabled);
  return (
    <Box as="li" bg="surface.raised" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={href('studio.portal', { portalKey: portal.key })}>{portal.name}</RouterLink>
            </Link>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {portal.key}
          </Text>
        </HStack>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="4" rowGap="1" fontSize="sm">
          <Text as="dt" fontWeight="semibold">
            {t('portals.hosts')}
          </Text>
          <Text as="dd">{portal.hosts.join(', ')}</Text>
          <Text as="dt" fontWeight="semibold">
            {t('portals.currency')}
          </Text>
          <Text as="dd">{portal.currency}</Text>
          <Text as="dt" fontWeight="semibold">
            {t('portals.languages')}
          </Text>
          <Text as="dd">
            {portal.languages.map((l) => (l.name === portal.defaultLanguage ? t('portals.defaultLanguage', { language: l.long }) : l.long)).join(', ')}
          </Text>
          <Text as="dt" fontWeight="semibold">
            {t('portals.modulesOn')}
          </Text>
          <Box as="dd">
            <HStack gap="1" wrap="wrap">
              {on.length
                ? on.map((m) => (
                    <Badge key={m.name} colorPalette="green" variant="subtle">
                      {t(`modules.${m.name}.name`)}
                    </Badge>
                  ))
                : t('portals.noModules')}
            </HStack>
          </Box>
        </Box>
        <PortalLinks portal={portal} settings={false} fontSize="sm" />
      </Stack>
    </Box>
  );
}

/** The portals this staff member may see (support: all), and support's "New portal". */
export function PortalsPage() {
  const { t } = useTranslation('studio');
  const staff = useStaffSession().data?.staff;
  const portals = useCall(studioApi.portals, {}, { staleTime: 0 });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const support = staff ? isSupport(staff) : false;
  return (
    <StudioPage
      title={t('portals.title')}
      intro={t('portals.intro')}
      actions={
        support && !creating ? (
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            {t('portals.new.open')}
          </Button>
        ) : undefined
      }
    >
      {created ? <FormAlert status="success" message={t('portals.new.created', { name: created })} /> : null}
      {creating ? (
        <NewPortalForm
          onCancel={() => setCreating(false)}
          onCreated={(portal) => {
            setCreating(false);
            setCreated(portal.name);
            void invalidateCall(studioApi.portals);
            // the new portal joins the member's switcher
            void invalidateCall(studioApi.staffSession);
          }}
        />
      ) : null}
      <ReadState read={portals}>
        {() => (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={t('portals.list')}>
            {portals.data!.portals.map((portal) => (
              <PortalRow key={portal.key} portal={portal} />
            ))}
          </Stack>
        )}
      </ReadState>
    </StudioPage>
  );
}
