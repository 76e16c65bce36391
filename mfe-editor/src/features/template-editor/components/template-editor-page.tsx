/**
 * The template editor's route (create: /products/{type}/…/{productUuid}/{templateUuid}; update: the same
 * with ?orderLine={uuid}, sent by the cart's edit route, decision 0007). 'Loading' until the template,
 * the product, the picture set and (in update mode) the cart line are there.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { shopSettingsAtom, userAtom } from '@shop/session';
import { Container, Text } from '@shop/ui';
import { FormAlert, Loading } from '@shop/ui/toolkit';
import { fillPending, useCartLine, useFilledDesign, usePictureSet, useProduct, useTemplate } from '../api/editor-api';
import { EditorScreen } from './editor-screen';
import { draftKey } from '../lib/draft';

export default function TemplateEditorPage() {
  const { t } = useTranslation('editor');
  const { productUuid = '', templateUuid = '' } = useParams();
  const [search] = useSearchParams();
  const orderLine = search.get('orderLine');
  const template = useTemplate(templateUuid);
  const product = useProduct(productUuid);
  const set = usePictureSet();
  const line = useCartLine(orderLine);
  // a new design opens filled from the set the lists previewed it with (the current one, else the newest)
  const filled = useFilledDesign(orderLine ? null : templateUuid, set.set?.uuid ?? null);
  const options = useAtomValue(shopSettingsAtom)?.options;
  const user = useAtomValue(userAtom);

  if (template.isError || product.isError) {
    return (
      <Container maxW="3xl" py="6">
        <FormAlert status="error" message={t('load.failed')} />
      </Container>
    );
  }
  const waitingForLine = Boolean(orderLine) && line.isPending;
  if (template.isPending || product.isPending || set.isPending || waitingForLine || fillPending(filled) || !template.data)
    return <Loading label={t('load.loading')} />;
  if (!product.product) {
    return (
      <Container maxW="3xl" py="6">
        <Text>{t('load.noProduct')}</Text>
      </Container>
    );
  }
  return (
    <EditorScreen
      key={`${templateUuid}:${orderLine ?? ''}`}
      template={template.data}
      product={product.product}
      currency={product.currency ?? 'NOK'}
      pictureSet={set.set}
      pictureSets={set.data?.pictureSets ?? []}
      line={orderLine ? line.line : null}
      filled={filled.data ? { resources: filled.data.userResources, year: filled.data.year ?? null } : null}
      retouchAvailable={Boolean(product.data?.retouchProduct)}
      draftKey={draftKey(user?.uuid, `template:${productUuid}/${templateUuid}${orderLine ? `?orderLine=${orderLine}` : ''}`)}
      options={{
        allowOwnPhotos: options?.allowOwnPhotos ?? false,
        disableImageToolbox: options?.disableImageToolbox ?? false,
        subjectChangeMode: options?.subjectChangeMode ?? 0,
        disableMixPhotographers: options?.whiteLabelDisableMixPhotographers ?? false,
      }}
    />
  );
}
