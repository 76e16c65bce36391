/**
 * The Chakra recipes of the components the shop uses (see chakra.ts and overlays.ts). The system is built
 * from Chakra's base preset plus these, not from `defaultConfig`, which carries the recipes of all ~80
 * components (most of the 66 KB gzip Chakra otherwise adds to the first load). Using a component whose
 * recipe is missing here renders it unstyled: add its recipe when you add it to the facade.
 */
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/** Thumb-sized by default: buttons and fields 44 px high ('lg'), so forms and dialogs work on a phone. */
const thumbSized = <R extends { defaultVariants?: object }>(recipe: R): R => ({ ...recipe, defaultVariants: { ...recipe.defaultVariants, size: 'lg' } });

/**
 * Dialogs on a phone (< 30em) become bottom sheets: full width at the bottom edge, in reach of the thumb,
 * scrolling inside, with the footer's actions stacked full width (primary on top). Only the sized dialogs
 * (xs–xl); 'cover' and 'full' (the picture viewer) keep their own layout. A compound variant so that it
 * comes after the placement and size styles and wins over their margins. The positioner's side gap lives
 * here too: a module's `Dialog.Positioner` takes no padding of its own (a prop would win over the recipe).
 */
const phoneSheet = {
  size: ['xs', 'sm', 'md', 'lg', 'xl'],
  css: {
    // the gap around a dialog from sm up; none on a phone, or the sheet would not reach the edges
    positioner: { px: '4', smDown: { alignItems: 'flex-end', px: '0' } },
    content: {
      smDown: {
        '--dialog-margin': '0',
        mx: '0',
        maxW: '100dvw',
        maxH: '92dvh',
        overflowY: 'auto',
        borderBottomRadius: '0',
        pb: 'env(safe-area-inset-bottom)',
      },
    },
    footer: { smDown: { flexDirection: 'column-reverse', alignItems: 'stretch', '& > *': { width: '100%' } } },
  },
};
const dialogRecipe = { ...dialogSlotRecipe, compoundVariants: [...(dialogSlotRecipe.compoundVariants ?? []), phoneSheet] } as typeof dialogSlotRecipe;

export const recipes = {
  badge: badgeRecipe,
  button: thumbSized(buttonRecipe),
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: thumbSized(inputRecipe),
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: thumbSized(nativeSelectSlotRecipe),
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};
