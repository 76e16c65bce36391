import type { ReactNode } from 'react';
import { chakra, Flex, Stack, Text } from '@shop/ui';

const Radio = chakra('input');

/**
 * One choice of a radio group: the whole row is the label (a thumb-sized target), a native radio
 * input (keyboard and screen readers know it), the name with its details, and the price on the right.
 */
export function Choice({
  name,
  value,
  checked,
  onChange,
  title,
  details,
  price,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  details?: ReactNode;
  price?: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its input (a styled chakra input Biome does not recognise)
    <chakra.label
      display="flex"
      gap="3"
      alignItems="flex-start"
      minH="11"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={checked ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      bg={checked ? 'colorPalette.subtle' : 'transparent'}
      cursor="pointer"
    >
      <Radio
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        mt="0.5"
        w="6"
        h="6"
        flexShrink={0}
        accentColor="colorPalette.solid"
      />
      <Flex flex="1" gap="3" justify="space-between" align="flex-start">
        <Stack gap="0.5">
          <Text fontWeight="medium">{title}</Text>
          {details && (
            <Text as="span" fontSize="sm" color="fg.muted">
              {details}
            </Text>
          )}
        </Stack>
        {price && (
          <Text fontWeight="medium" whiteSpace="nowrap">
            {price}
          </Text>
        )}
      </Flex>
    </chakra.label>
  );
}
