import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, RetouchPicture } from '@shop/contracts/commerce';
import { Box, Button, chakra, Flex, Image, Stack, Text } from '@shop/ui';
import { useMoneyText } from '../../../lib/use-price-text';

const RetouchServiceDialog = lazy(() => import('./retouch-service-dialog').then((m) => ({ default: m.RetouchServiceDialog })));

interface Props {
  picture: RetouchPicture;
  product: Product;
  chosen: string[];
  onToggle: (subProduct: string, on: boolean) => void;
}

/** One picture of the cart with a checkbox per retouch option (image 320 and extra price) and the 'Retouch service' dialog. */
export function RetouchPictureCard({ picture, product, chosen, onToggle }: Props) {
  const { t } = useTranslation('checkout');
  const money = useMoneyText();
  const [serviceOpen, setServiceOpen] = useState(false);
  const id = picture.webshopId;
  return (
    <Stack as="li" gap="3" p="3" borderWidth="1px" borderColor="border" borderRadius="md">
      <Flex gap="3" align="flex-start">
        <Image src={picture.image} alt={t('retouch.pictureLabel', { id })} width="120px" height="150px" objectFit="cover" borderRadius="sm" loading="lazy" />
        <Stack gap="1" flex="1">
          <Text fontWeight="semibold">{picture.subject.name}</Text>
          <Text fontSize="sm">{t('retouch.pictureLabel', { id })}</Text>
          <Button
            variant="outline"
            size="sm"
            minH="11"
            alignSelf="flex-start"
            onClick={() => setServiceOpen(true)}
            aria-label={t('retouch.serviceFor', { id })}
          >
            {t('retouch.service')}
          </Button>
        </Stack>
      </Flex>
      <chakra.fieldset>
        <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
          {t('retouch.optionsFor', { id })}
        </chakra.legend>
        <Stack gap="1">
          {product.subproducts.map((sub) => (
            <chakra.label key={sub.uuid} display="flex" alignItems="center" gap="3" minH="11" cursor="pointer">
              <input
                type="checkbox"
                checked={chosen.includes(sub.uuid)}
                onChange={(e) => onToggle(sub.uuid, e.currentTarget.checked)}
                style={{ width: 22, height: 22 }}
              />
              {sub.image && <Image src={sub.image} alt="" width="48px" height="48px" objectFit="cover" borderRadius="sm" />}
              <Box flex="1">{sub.name}</Box>
              <Text fontSize="sm">{t('retouch.extraPrice', { price: money(sub.extraprice) })}</Text>
            </chakra.label>
          ))}
        </Stack>
      </chakra.fieldset>
      {serviceOpen && (
        <Suspense fallback={null}>
          <RetouchServiceDialog picture={picture} onClose={() => setServiceOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
