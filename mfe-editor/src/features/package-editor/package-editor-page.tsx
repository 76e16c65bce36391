/**
 * /products/packages/{packageUuid}: the package-create screen (spec 2 section 2). The server makes the
 * package instance for the customer's picture set (POST /api/webshop/packages/{uuid}); Add to cart adds it
 * and goes to the cart, the optional warning first; the server's refusal shows as a toast.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { call } from '@shop/api-client';
import { href } from '@shop/contracts/core';
import { editorApi, type PackageInstance } from '@shop/contracts/editor';
import { publish } from '@shop/event-bus';
import { Button, Container, Heading, HStack, List, Stack, Text, useDocumentTitle } from '@shop/ui';
import { FormAlert, goTo, Loading } from '@shop/ui/toolkit';
import { saveToCart } from '../template-editor/api/editor-api';

export default function PackageEditorPage() {
  const { t } = useTranslation('editor');
  const { packageUuid = '' } = useParams();
  const [search] = useSearchParams();
  const orderLine = search.get('orderLine');
  const [instance, setInstance] = useState<PackageInstance | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(instance?.name ?? t('package.title'));

  useEffect(() => {
    let gone = false;
    call(editorApi.packageInstance, { params: { uuid: packageUuid }, body: {} })
      .then((answer) => !gone && setInstance(answer))
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
            packageItems: instance.packageItems.map((i) => ({ uuid: i.uuid, template: null, templateData: i.templateData })),
          },
        ],
        orderLine,
      );
      goTo(href('cart'));
    } catch (e) {
      publish('toast', { status: 'error', title: e instanceof Error ? e.message : t('buy.failed') });
      setBusy(false);
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
            <List.Item key={item.uuid}>{item.name}</List.Item>
          ))}
        </List.Root>
        <HStack justify="space-between">
          <Button variant="ghost" minH="11" onClick={() => goTo(href('products.packages'))}>
            {t('actions.cancel')}
          </Button>
          <Button minH="11" loading={busy} onClick={add}>
            {orderLine ? t('actions.updateCart') : t('actions.addToCart')}
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
