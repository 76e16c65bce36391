/**
 * A package's template item edited in a full-screen dialog (spec 2: package editor): the template offered
 * as the item's product, filled by the template editor; Save puts the design into the item.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accountApi } from '@shop/contracts/account';
import type { TemplateData } from '@shop/contracts/commerce';
import type { PackageInstance } from '@shop/contracts/editor';
import { templatesApi, type TemplateSummary } from '@shop/contracts/templates';
import { useCall } from '@shop/data';
import { shopSettingsAtom } from '@shop/session';
import { Text } from '@shop/ui';
import { Dialog, Portal } from '@shop/ui/overlays';
import { Loading } from '@shop/ui/toolkit';
import { fillPending, useFilledDesign, useProduct, useTemplate } from '../../template-editor';
import { EditorScreen } from '../../template-editor';
import type { Design } from '../../template-editor';
import { LIST_OF_TYPE } from '../lib/replace-all';

type PackageLineItem = PackageInstance['packageItems'][number];

/** The item's template: the one it has, else the first the catalogue offers as its product. */
function useItemTemplate(item: PackageLineItem, productType: number | undefined) {
  const type = productType ? LIST_OF_TYPE[productType] : undefined;
  const list = useCall(templatesApi.templatesByType, { params: { type: type ?? 'cards' } }, { enabled: !item.template && Boolean(type) });
  const chosen: TemplateSummary | undefined = list.data?.find((t) => t.product.uuid === item.product?.uuid);
  return item.template?.uuid ?? chosen?.uuid ?? null;
}

export function PackageItemDialog({
  item,
  subjectUuid,
  allowSubjectChange,
  onSave,
  onClose,
}: {
  item: PackageLineItem;
  subjectUuid: string;
  /** The offer's allowSubjectChange: only then may the item's inbox switch sets (by the portal's mode). */
  allowSubjectChange: boolean;
  onSave: (template: { uuid: string; name: string; categories: string[]; version: number }, data: TemplateData) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('editor');
  const product = useProduct(item.product?.uuid ?? '');
  const templateUuid = useItemTemplate(item, product.product?.type);
  const template = useTemplate(templateUuid ?? '00000000-0000-4000-8000-000000000000');
  const sets = useCall(accountApi.pictureSets, {});
  const options = useAtomValue(shopSettingsAtom)?.options;
  const set = sets.data?.pictureSets.find((s) => s.uuid === subjectUuid) ?? null;
  // an item not designed yet starts filled from the package's set, as a new design does
  const filled = useFilledDesign(item.templateData ? null : templateUuid, subjectUuid);
  const ready = templateUuid && template.data && product.product && !sets.isPending && !fillPending(filled);
  return (
    <Dialog.Root open size="full" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={t('package.editItem', { name: item.name })}>
            {ready ? (
              <EditorScreen
                template={template.data!}
                product={product.product!}
                currency={product.currency ?? 'NOK'}
                pictureSet={set}
                pictureSets={allowSubjectChange ? (sets.data?.pictureSets ?? []) : []}
                line={null}
                options={{
                  allowOwnPhotos: options?.allowOwnPhotos ?? false,
                  disableImageToolbox: options?.disableImageToolbox ?? false,
                  subjectChangeMode: options?.subjectChangeMode ?? 0,
                  disableMixPhotographers: options?.whiteLabelDisableMixPhotographers ?? false,
                }}
                packageItem={{
                  design: item.templateData
                    ? { resources: item.templateData.userResources, year: item.templateData.year ?? null }
                    : filled.data
                      ? { resources: filled.data.userResources, year: filled.data.year ?? null }
                      : null,
                  canChangeTemplate: item.canChangeTemplate,
                  onSave: (design: Design) =>
                    onSave(
                      { uuid: template.data!.uuid, name: template.data!.name, categories: template.data!.categories, version: template.data!.version },
                      { year: design.year, userResources: design.resources },
                    ),
                  onCancel: onClose,
                }}
              />
            ) : template.isError || (product.isSuccess && !templateUuid) ? (
              <Text p="6">{t('package.noTemplate')}</Text>
            ) : (
              <Loading label={t('load.loading')} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
