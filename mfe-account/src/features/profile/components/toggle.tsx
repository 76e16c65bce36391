import { Switch } from '@shop/ui/overlays';

/** A labelled on/off switch (a checkbox with role switch for assistive technology). */
export function Toggle({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      display="flex"
      justifyContent="space-between"
      width="full"
      gap="4"
      py="2"
    >
      {/* checked given to the input too: zag does not put it back when a controlled value reverts (a failed save) */}
      <Switch.HiddenInput checked={checked} />
      <Switch.Label fontWeight="normal" color="fg" fontSize="md">
        {label}
      </Switch.Label>
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
