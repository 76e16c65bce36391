import { useTranslation } from 'react-i18next';
import { Button, Flex, HStack, Stack, Text } from '@shop/ui';

/** select-image / select-text: a numbered button per slot of the part (editable ones only). */
export function SlotPicker({ kind, slots, onPick, onBack }: { kind: 'image' | 'text'; slots: string[]; onPick: (fullId: string) => void; onBack: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{kind === 'image' ? t('select.image') : t('select.text')}</Text>
      <Flex gap="2" wrap="wrap">
        {slots.map((id, i) => (
          <Button
            key={id}
            variant="outline"
            minW="11"
            minH="11"
            aria-label={t(kind === 'image' ? 'select.imageSlot' : 'select.textSlot', { number: i + 1 })}
            onClick={() => onPick(id)}
          >
            {i + 1}
          </Button>
        ))}
      </Flex>
      <HStack>
        <Button variant="ghost" minH="11" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </HStack>
    </Stack>
  );
}
