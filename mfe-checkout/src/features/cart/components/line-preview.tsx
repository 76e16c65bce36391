import { useTranslation } from 'react-i18next';
import { DIGITAL_FILES_PREVIEW_MAX, type OrderLine } from '@shop/contracts/commerce';
import { HStack, Image, List, Text } from '@shop/ui';
import { pictureUrl } from '../../../lib/paths';

const thumb = { width: '64px', height: '80px', objectFit: 'cover' as const, borderRadius: 'sm', bg: 'gray.100' };

/** The first picture the customer put into a template product. */
function firstTemplatePicture(line: Extract<OrderLine, { kind: 'product' }>): string | null {
  const resource = line.template.data.userResources.find((r) => r.image?.uuid);
  return resource?.image ? pictureUrl(resource.image.uuid) : null;
}

/**
 * What a line shows under its name, by kind (spec 3 'Cart line display'): a package lists its items,
 * digital files show at most 3 previews and the '%d x portrait picture' texts, a catalogue names the
 * catalogue and the subject. A kind this version does not know shows no preview.
 */
export function LinePreview({ line }: { line: OrderLine }) {
  const { t } = useTranslation('checkout');
  switch (line.kind) {
    case 'product': {
      const src = firstTemplatePicture(line);
      return src ? <Image src={src} alt="" loading="lazy" {...thumb} /> : null;
    }
    case 'package':
      return (
        <>
          <Text fontSize="sm">{t('cart.package.for', { name: line.package.subject.name })}</Text>
          <Text fontSize="sm" fontWeight="semibold" mt="1">
            {t('cart.package.items')}
          </Text>
          <List.Root ps="5" fontSize="sm" gap="0">
            {line.package.packageItems.map((item) => (
              <List.Item key={item.uuid}>{item.template?.name ? `${item.name} – ${item.template.name}` : item.name}</List.Item>
            ))}
          </List.Root>
        </>
      );
    case 'digital-files':
      return (
        <>
          <Text fontSize="sm">{t(`cart.digital.files.${line.digital.pictureType}`, { count: line.digitalFiles.length })}</Text>
          <HStack gap="2" mt="1">
            {line.digitalFiles.slice(0, DIGITAL_FILES_PREVIEW_MAX).map((file, i) => (
              <Image key={file.uuid} src={file.image} alt={t('cart.digital.preview', { index: i + 1 })} loading="lazy" {...thumb} />
            ))}
          </HStack>
        </>
      );
    case 'digital-set':
      return (
        <>
          <Text fontSize="sm">{t(`cart.digital.sets.${line.digital.pictureType}`, { count: Math.max(1, line.subjects.length) })}</Text>
          {line.subjects.map((s) => (
            <Text key={s.uuid} fontSize="sm" color="fg.muted">
              {s.name}
            </Text>
          ))}
        </>
      );
    case 'catalogue':
      return (
        <>
          <Text fontSize="sm">{line.catalogue.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('cart.catalogue.for', { name: line.catalogue.subject.name })}
          </Text>
        </>
      );
    case 'retouch':
      return <Image src={line.fileRetouch.file.image} alt={t('cart.retouch.picture')} loading="lazy" {...thumb} />;
    default:
      return null;
  }
}
