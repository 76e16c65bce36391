/**
 * 'Change design' (spec 2): a strip of the other templates of the same category offered as the same product,
 * six placeholders while they load. Choosing one builds the design from it and its resources.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type TemplateDefinition, type TemplateListType, templatesApi } from '@shop/contracts/templates';
import { useCall } from '@shop/data';
import { Button, chakra, Flex, HStack, Image, Skeleton, Stack, Text } from '@shop/ui';

const LIST: Record<TemplateDefinition['type'], TemplateListType> = { CARD: 'cards', CALENDAR: 'calendars', PHOTOGIFT: 'photogifts' };
/** Six placeholders while the strip loads (spec 2 section 9). */
const PLACEHOLDER_KEYS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

export function TemplatesStrip({
  current,
  productUuid,
  onPick,
  onBack,
}: {
  current: TemplateDefinition;
  productUuid: string;
  onPick: (template: TemplateDefinition) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('editor');
  const category = current.categories[0] ?? '';
  const list = useCall(templatesApi.templatesByCategory, { params: { type: LIST[current.type], category } }, { enabled: Boolean(category) });
  const [busy, setBusy] = useState<string | null>(null);
  const others = (list.data ?? []).filter((x) => x.product.uuid === productUuid && x.uuid !== current.uuid);
  const pick = async (uuid: string) => {
    setBusy(uuid);
    try {
      const chosen = await call(templatesApi.templateByUuid, { params: { templateUuid: uuid } });
      const listed = others.find((x) => x.uuid === uuid);
      onPick({ ...chosen, userResources: listed?.userResources ?? chosen.userResources });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{t('templates.title')}</Text>
      <Flex as="ul" gap="2" overflowX="auto" listStyleType="none" aria-label={t('templates.title')} aria-busy={list.isPending}>
        {list.isPending
          ? PLACEHOLDER_KEYS.map((key) => (
              <li key={key}>
                <Skeleton w="120px" h="120px" />
              </li>
            ))
          : others.map((x) => (
              <li key={x.uuid}>
                <chakra.button
                  type="button"
                  w="120px"
                  flexShrink={0}
                  borderWidth="1px"
                  borderColor="border"
                  p="1"
                  aria-label={t('templates.choose', { name: x.name })}
                  disabled={busy !== null}
                  onClick={() => void pick(x.uuid)}
                >
                  <Image src={`/templates/all/${x.preview.large}`} alt="" w="110px" h="110px" objectFit="contain" />
                </chakra.button>
              </li>
            ))}
      </Flex>
      {!list.isPending && others.length === 0 && <Text>{t('templates.none')}</Text>}
      <HStack>
        <Button variant="ghost" minH="11" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </HStack>
    </Stack>
  );
}
