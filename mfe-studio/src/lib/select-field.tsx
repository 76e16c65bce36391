import { Field, NativeSelect } from '@shop/ui';
import type { ComponentProps } from 'react';

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectProps = ComponentProps<typeof NativeSelect.Field>;

/**
 * A labelled choice from a list (the browser's own select: it works with a keyboard, a screen reader and a touch
 * screen alike). The rest of the props go to the select: a form's register(), or value and onChange.
 */
export function SelectField({
  label,
  options,
  small = false,
  root,
  ...select
}: SelectProps & {
  label: string;
  options: readonly SelectOption[];
  /** The smaller size of a row of fields (a menu entry). */
  small?: boolean;
  root?: ComponentProps<typeof Field.Root>;
}) {
  return (
    <Field.Root {...root}>
      <Field.Label fontSize={small ? 'sm' : undefined}>{label}</Field.Label>
      <NativeSelect.Root size={small ? 'sm' : undefined}>
        <NativeSelect.Field bg="surface.raised" {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A staff member's portals as the options of a portal picker (the orders', customers' and recordings' lists). */
export const portalOptions = (portals: readonly { key: string; name: string }[] | undefined): SelectOption[] =>
  (portals ?? []).map((p) => ({ value: p.key, label: p.name }));
