import { Progress, ShopChakra } from '@shop/ui/extra';
import { progressSlotRecipe } from '@shop/ui/extra/recipes';

// Progress is not in the shared facade: it comes from this module's own tree-shaken Chakra, with its
// recipe, on the shop's system (decision 0018).
const slotRecipes = { progress: progressSlotRecipe };

/** 'n of m' of a step-by-step flow, as text and as a bar in the portal's brand colour. */
export function StepProgress({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <ShopChakra slotRecipes={slotRecipes}>
      <Progress.Root value={value} min={0} max={max} colorPalette="brand" size="sm" maxW="sm">
        <Progress.Label fontWeight="semibold" mb="1">
          {label}
        </Progress.Label>
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </ShopChakra>
  );
}
