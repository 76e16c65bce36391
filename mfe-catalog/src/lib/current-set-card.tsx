import { useTranslation } from 'react-i18next';
import { publish } from '@shop/event-bus';
import { Button, Card, Flex, Stack, Text } from '@shop/ui';
import { useShownSet } from './picture-sets';

/**
 * Whose pictures the page shows, with 'Change picture set' (the account's selector, through the shell).
 * `label` says what the set is used for here ('Picture set' on the packages, 'Previews with the pictures of' on a photo-gift list).
 */
export function CurrentSetCard({ label }: { label: string }) {
  const { t } = useTranslation('catalog');
  const shown = useShownSet();
  if (!shown) return null;
  return (
    <Card.Root variant="subtle" data-testid="current-set">
      <Card.Body>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="sm">{label}</Text>
            <Text fontWeight="bold">{shown.name}</Text>
          </Stack>
          <Button variant="outline" minH="44px" onClick={() => publish('pictureset:select-requested', {})}>
            {t('packages.changeSet')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
