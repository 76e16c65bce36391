/**
 * Chakra's recipes, for <ShopChakra recipes/slotRecipes>: the shared system carries only the recipes of
 * the facade's components (../recipes.ts), so a remote brings the recipe of each component it adds.
 * Not shared; tree-shaken per remote.
 */
export * from '@chakra-ui/react/theme';
