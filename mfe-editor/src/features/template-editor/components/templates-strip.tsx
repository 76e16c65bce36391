/**
 * 'Change design' (spec 2): a strip of the other templates of the same category offered as the same product,
 * six placeholders while they load, after the parent's own designs of the product in the cart (by-product).
 * Choosing a template builds the design from it filled with the set's pictures (fill-template), as the list
 * previewed it; choosing an own design starts from that design's resources.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type TemplateDefinition, type TemplateListType, templatesApi } from '@shop/contracts/templates';
import { useCall } from '@shop/data';
import { Button, chakra, Flex, HStack, Image, Skeleton, Stack, Text } from '@shop/ui';
import { fillTemplate, useDesignsOfProduct } from '../api/editor-api';
import type { Design } from '../hooks/editor-state';

const LIST: Record<TemplateDefinition['type'], TemplateListType> = { CARD: 'cards', CALENDAR: 'calendars', PHOTOGIFT: 'photogifts' };
/** Six placeholders while the strip loads (spec 2 section 9). */
const PLACEHOLDER_KEYS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

export function TemplatesStrip({
  current,
  productUuid,
  subjectUuid,
  onPick,
  onBack,
}: {
  current: TemplateDefinition;
  productUuid: string;
  /** The picture set the design is made from (null: a visitor, nothing to fill). */
  subjectUuid: string | null;
  /** The chosen template and the design it starts with (null: the template's own resources). */
  onPick: (template: TemplateDefinition, design: Design | null) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('editor');
  const category = current.categories[0] ?? '';
  const list = useCall(templatesApi.templatesByCategory, { params: { type: LIST[current.type], category } }, { enabled: Boolean(category) });
  // the newest design of each template (the answer is newest first)
  const own = (useDesignsOfProduct(productUuid, Boolean(subjectUuid)).data ?? []).filter(
    (d, i, all) => all.findIndex((x) => x.template.uuid === d.template.uuid) === i,
  );
  const [busy, setBusy] = useState<string | null>(null);
  const others = (list.data ?? []).filter((x) => x.product.uuid === productUuid && x.uuid !== current.uuid);
  const choose = async (key: string, uuid: string, design: () => Promise<Design | null>) => {
    setBusy(key);
    try {
      const [chosen, start] = await Promise.all([call(templatesApi.templateByUuid, { params: { templateUuid: uuid } }), design()]);
      onPick(chosen, start);
    } finally {
      setBusy(null);
    }
  };
  const filledFor = (uuid: string) => async (): Promise<Design | null> => {
    if (!subjectUuid) return null;
    // a set that fills nothing (an archived job) leaves the template's own resources
    const answer = await fillTemplate(uuid, subjectUuid).catch(() => null);
    return answer ? { resources: answer.userResources, year: answer.year ?? null } : null;
  };
  const previewOf = (uuid: string) => `/templates/all/${uuid}/preview.png${subjectUuid ? `?subject=${encodeURIComponent(subjectUuid)}` : ''}`;
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{t('templates.title')}</Text>
      {own.length > 0 && <Text fontSize="sm">{t('templates.yours')}</Text>}
      {own.length > 0 && (
        <Flex as="ul" gap="2" overflowX="auto" listStyleType="none" aria-label={t('templates.yours')}>
          {own.map((d) => (
            <li key={d.template.uuid}>
              <StripButton
                label={t('templates.chooseYours', { name: d.template.name })}
                src={previewOf(d.template.uuid)}
                disabled={busy !== null}
                onClick={() => void choose(`own:${d.template.uuid}`, d.template.uuid, async () => ({ resources: d.userResources, year: d.year }))}
              />
            </li>
          ))}
        </Flex>
      )}
      <Flex as="ul" gap="2" overflowX="auto" listStyleType="none" aria-label={t('templates.title')} aria-busy={list.isPending}>
        {list.isPending
          ? PLACEHOLDER_KEYS.map((key) => (
              <li key={key}>
                <Skeleton w="120px" h="120px" />
              </li>
            ))
          : others.map((x) => (
              <li key={x.uuid}>
                <StripButton
                  label={t('templates.choose', { name: x.name })}
                  src={previewOf(x.uuid)}
                  disabled={busy !== null}
                  onClick={() => void choose(x.uuid, x.uuid, filledFor(x.uuid))}
                />
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

/** One design in the strip: its preview as a 120 px button. */
function StripButton({ label, src, disabled, onClick }: { label: string; src: string; disabled: boolean; onClick: () => void }) {
  return (
    <chakra.button type="button" w="120px" flexShrink={0} borderWidth="1px" borderColor="border" p="1" aria-label={label} disabled={disabled} onClick={onClick}>
      <Image src={src} alt="" w="110px" h="110px" objectFit="contain" />
    </chakra.button>
  );
}
