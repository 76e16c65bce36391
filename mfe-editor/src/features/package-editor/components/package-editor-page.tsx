/**
 * /products/packages/{packageUuid}: the package-create screen (spec 2 section 2). The server makes the
 * package instance for the customer's picture set (POST /api/webshop/packages/{uuid}); Add to cart adds it
 * and goes to the cart (or on to the retouch options, see after-add), the optional warning first; the
 * server's refusal shows as a toast.
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { call } from '@shop/api-client';
import { href } from '@shop/contracts/core';
import { editorApi, type PackageInstance } from '@shop/contracts/editor';
import { publish } from '@shop/event-bus';
import { shopSettingsAtom, userAtom } from '@shop/session';
import { Button, Container, Heading, HStack, List, Stack, Text, useDocumentTitle } from '@shop/ui';
import { FormAlert, goTo, Loading, useFormatDate } from '@shop/ui/toolkit';
import { saveToCart, usePictureSet, useProduct } from '../../template-editor';
import { ConfirmDialog, UnsavedDialog, useUnsavedChanges } from '../../template-editor';
import { afterAddPath } from '../../template-editor';
import { draftKey } from '../../template-editor';
import { ChangeAllPicturesDialog } from './change-all-pictures-dialog';
import { PackageItemDialog } from './package-item-dialog';
import { replacePackagePictures } from '../lib/replace-all';
import { usePackageDraft } from '../hooks/use-package-draft';

/** The add-to-cart warning is shown once per session (spec 2 section 9), the buy view's and this one alike. */
const WARNED = 'editor.addToCartWarningShown';

export default function PackageEditorPage() {
  const { t } = useTranslation('editor');
  const { packageUuid = '' } = useParams();
  const [search] = useSearchParams();
  const orderLine = search.get('orderLine');
  const [instance, setInstance] = useState<PackageInstance | null>(null);
  const [opened, setOpened] = useState<PackageInstance | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // the retouch product and the sets' pictures decide where Add to cart goes next (spec 2 section 2)
  const products = useProduct('').data;
  const retouchAvailable = Boolean(products?.retouchProduct);
  const [changingAll, setChangingAll] = useState(false);
  const [warning, setWarning] = useState(false);
  const warnFirst = useAtomValue(shopSettingsAtom)?.options.packageAddToCartWarning ?? false;
  const sets = usePictureSet().data?.pictureSets ?? [];
  const user = useAtomValue(userAtom);
  const formatDate = useFormatDate();
  const draft = usePackageDraft({
    key: draftKey(user?.uuid, `package:${packageUuid}${orderLine ? `?orderLine=${orderLine}` : ''}`),
    opened,
    current: instance,
    keep: dirty && instance?.subject.uuid === opened?.subject.uuid,
  });

  // unsaved package changes ask before the page is left, by Cancel, a link, Back or an unload (spec 2: package editor)
  const unsaved = useUnsavedChanges(dirty);
  const [confirmCancel, setConfirmCancel] = useState(false);
  useDocumentTitle(instance?.name ?? t('package.title'));

  useEffect(() => {
    let gone = false;
    call(editorApi.packageInstance, { params: { uuid: packageUuid }, body: {} })
      .then((answer) => {
        if (gone) return;
        setInstance(answer);
        setOpened(answer);
      })
      .catch((e: Error) => !gone && setFailed(e.message));
    return () => {
      gone = true;
    };
  }, [packageUuid]);

  if (failed)
    return (
      <Container maxW="3xl" py="6">
        <FormAlert status="error" message={failed} />
      </Container>
    );
  if (!instance) return <Loading label={t('load.loading')} />;

  const add = async () => {
    setBusy(true);
    try {
      await saveToCart(
        [
          {
            type: 200,
            product: { uuid: instance.uuid },
            subject: { uuid: instance.subject.uuid },
            packageItems: instance.packageItems.map((i) => ({
              uuid: i.uuid,
              template: i.template ? { uuid: i.template.uuid, name: i.template.name, categories: [] } : null,
              templateData: i.templateData,
            })),
          },
        ],
        orderLine,
      );
      setDirty(false);
      draft.forget();
      unsaved.leave(
        afterAddPath({
          update: Boolean(orderLine),
          retouchAvailable,
          resources: instance.packageItems.flatMap((i) => i.templateData?.userResources ?? []),
          pictureSet: sets.find((s) => s.subject.uuid === instance.subject.uuid) ?? null,
        }),
      );
    } catch (e) {
      publish('toast', { status: 'error', title: e instanceof Error ? e.message : t('buy.failed') });
      setBusy(false);
    }
  };

  const ownSet = sets.find((s) => s.uuid === instance.subject.uuid);
  // a subject change only when the offer allows it (spec 2 section 4)
  const replaceSets = instance.allowSubjectChange ? [...(ownSet ? [ownSet] : []), ...sets.filter((s) => s !== ownSet)] : ownSet ? [ownSet] : [];
  const replaceAll = async (picture: Parameters<typeof replacePackagePictures>[2], set: (typeof sets)[number]) => {
    try {
      const packageItems = await replacePackagePictures(instance.packageItems, products?.products ?? [], picture);
      const subject = set.uuid === instance.subject.uuid ? instance.subject : { uuid: set.uuid, name: set.subject.name, group: set.subject.group };
      const job = set.uuid === instance.subject.uuid ? instance.job : { uuid: set.job.uuid, name: set.job.name };
      setInstance({ ...instance, subject, job, packageItems });
      setDirty(true);
      setChangingAll(false);
      publish('toast', { status: 'success', title: t('package.replaced') });
    } catch {
      publish('toast', { status: 'error', title: t('package.replaceFailed') });
    }
  };

  return (
    <Container maxW="3xl" py={{ base: '5', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {instance.name}
        </Heading>
        <Text>{t('package.for', { name: instance.subject.name, job: instance.job.name })}</Text>
        <List.Root ps="5">
          {instance.packageItems.map((item) => (
            <List.Item key={item.uuid}>
              <HStack justify="space-between" gap="3" py="1">
                <Text>
                  {item.name}
                  {item.templateData ? ` · ${t('package.designed')}` : ''}
                </Text>
                {item.type === 'TEMPLATE_PRODUCT' && (
                  <Button size="sm" minH="11" variant="outline" aria-label={t('package.editItem', { name: item.name })} onClick={() => setEditing(item.uuid)}>
                    {t('package.edit')}
                  </Button>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        {instance.packageItems.some((i) => i.type === 'TEMPLATE_PRODUCT') && replaceSets.length > 0 && (
          <Button variant="outline" minH="11" alignSelf="flex-start" onClick={() => setChangingAll(true)}>
            {t('package.changeAll')}
          </Button>
        )}
        <HStack justify="space-between">
          <Button
            variant="ghost"
            minH="11"
            onClick={() => {
              if (dirty) return setConfirmCancel(true);
              draft.forget();
              goTo(href('products.packages'));
            }}
          >
            {t('actions.cancel')}
          </Button>
          <Button minH="11" loading={busy} onClick={() => (warnFirst && !orderLine && sessionStorage.getItem(WARNED) !== '1' ? setWarning(true) : add())}>
            {orderLine ? t('actions.updateCart') : t('actions.addToCart')}
          </Button>
        </HStack>
      </Stack>
      {draft.offer && (
        <ConfirmDialog
          title={t('draft.title')}
          body={t('draft.body', { when: formatDate(draft.offer.savedAt, { withTime: true }) })}
          confirm={t('draft.restore')}
          cancel={t('draft.discard')}
          onConfirm={() => {
            setInstance(draft.restore(instance));
            setDirty(true);
          }}
          onCancel={draft.discard}
        />
      )}
      {(confirmCancel || unsaved.held) && (
        <UnsavedDialog
          onClose={() => {
            const held = unsaved.held;
            setConfirmCancel(false);
            draft.forget();
            if (held) unsaved.leave(held.url, held.replace);
            else unsaved.leave(href('products.packages'));
          }}
          onContinue={() => {
            setConfirmCancel(false);
            unsaved.stay();
          }}
        />
      )}
      {warning && (
        <ConfirmDialog
          title={t('warning.title')}
          body={t('warning.body')}
          confirm={t('warning.add')}
          cancel={t('warning.check')}
          onConfirm={() => {
            sessionStorage.setItem(WARNED, '1');
            setWarning(false);
            void add();
          }}
          onCancel={() => setWarning(false)}
        />
      )}
      {changingAll && (
        <ChangeAllPicturesDialog sets={replaceSets} initialSet={instance.subject.uuid} onReplace={replaceAll} onClose={() => setChangingAll(false)} />
      )}
      {editing && (
        <PackageItemDialog
          item={instance.packageItems.find((i) => i.uuid === editing)!}
          subjectUuid={instance.subject.uuid}
          allowSubjectChange={instance.allowSubjectChange}
          onClose={() => setEditing(null)}
          onSave={(template, data) => {
            setInstance({
              ...instance,
              packageItems: instance.packageItems.map((i) =>
                i.uuid === editing ? { ...i, template: { uuid: template.uuid, name: template.name }, templateData: data } : i,
              ),
            });
            setDirty(true);
            setEditing(null);
          }}
        />
      )}
    </Container>
  );
}
