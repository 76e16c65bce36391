import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, Stack, Text } from '@shop/ui';

/**
 * A step of the checkout: its title, then either its form (the step being done) or its summary with
 * an edit button that returns to the selection, or, for a step not reached yet, only the title, dimmed.
 */
export function StepSection({
  id,
  title,
  state,
  summary,
  onEdit,
  editLabel,
  children,
}: {
  id: string;
  title: string;
  state: 'active' | 'done' | 'waiting';
  summary?: ReactNode;
  onEdit?: () => void;
  editLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="3" py="4" borderBottomWidth="1px" borderColor="border">
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h2" id={`${id}-title`} size="lg" color={state === 'waiting' ? 'fg.muted' : undefined}>
          {title}
        </Heading>
        {state === 'done' && onEdit && (
          <Button variant="outline" size="sm" minH="11" onClick={onEdit} aria-label={editLabel}>
            {t('checkout.edit')}
          </Button>
        )}
      </Flex>
      {state === 'done' && <Text as="div">{summary}</Text>}
      {state === 'active' && children}
    </Stack>
  );
}
