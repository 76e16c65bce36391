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
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: thumbSized(nativeSelectSlotRecipe),
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};
