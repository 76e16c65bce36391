import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
// The shared singleton, not ../theme: systemForTheme must be the shell's copy, whose cache holds the one
// system object every module's ChakraProvider uses.
import { systemForTheme } from '@shop/ui';
import { shopSettingsAtom } from '@shop/session';
import { fallbackTheme } from '../fallback-theme';

type Recipes = Record<string, Parameters<SystemContext['cva']>[0]>;
type SlotRecipes = Record<string, Parameters<SystemContext['sva']>[0]>;

export interface ShopChakraProps {
  /** Recipes of the components used inside (`{ kbd: kbdRecipe }`); define the object once, at module level. */
  recipes?: Recipes;
  /** Slot recipes of the components used inside (`{ progress: progressSlotRecipe }`). */
  slotRecipes?: SlotRecipes;
  children: ReactNode;
}

const none = {};

/**
 * The shop's system as seen by this remote's Chakra copy: the same tokens, conditions, css() and emotion
 * cache as the shared system (so the portal's brand and one stylesheet), plus the given recipes. It
 * inserts no global CSS: the shared ChakraProvider around the module has inserted the reset, the token
 * variables and the layer order already (a second copy of them would be duplicate style tags).
 */
export function extendedSystem(system: SystemContext, recipes: Recipes, slotRecipes: SlotRecipes): SystemContext {
  const recipeFns = new Map<string, ReturnType<SystemContext['cva']>>();
  const slotRecipeFns = new Map<string, ReturnType<SystemContext['sva']>>();
  const has = (map: object, key: string) => Object.hasOwn(map, key);
  // over the shared system, not a copy of it: a spread would read (and so build) its lazy global CSS
  const overrides = {
    _global: [],
    _config: { ...system._config, disableLayers: true },
    getRecipe: (key: string, fallback?: unknown) => (has(recipes, key) ? recipes[key] : system.getRecipe(key, fallback)),
    getSlotRecipe: (key: string, fallback?: unknown) => (has(slotRecipes, key) ? slotRecipes[key] : system.getSlotRecipe(key, fallback)),
    getRecipeFn: (key: string, fallback?: unknown) => {
      if (!has(recipes, key)) return system.getRecipeFn(key, fallback);
      let fn = recipeFns.get(key);
      if (!fn) {
        fn = system.cva(recipes[key]!);
        recipeFns.set(key, fn);
      }
      return fn;
    },
    getSlotRecipeFn: (key: string, fallback?: unknown) => {
      if (!has(slotRecipes, key)) return system.getSlotRecipeFn(key, fallback);
      let fn = slotRecipeFns.get(key);
      if (!fn) {
        fn = system.sva(slotRecipes[key]!);
        slotRecipeFns.set(key, fn);
      }
      return fn;
    },
    isRecipe: (key: string) => has(recipes, key) || system.isRecipe(key),
    isSlotRecipe: (key: string) => has(slotRecipes, key) || system.isSlotRecipe(key),
    hasRecipe: (key: string) => has(recipes, key) || has(slotRecipes, key) || system.hasRecipe(key),
  };
  return Object.create(system, Object.getOwnPropertyDescriptors(overrides)) as SystemContext;
}

/**
 * Wrap the components a remote takes from '@shop/ui/extra' in this. It must sit inside the module's
 * shared providers (createLifecycles / ShopProviders), which it reads the portal's theme from.
 */
export function ShopChakra({ recipes = none, slotRecipes = none, children }: ShopChakraProps) {
  const shop = useAtomValue(shopSettingsAtom);
  const system = systemForTheme(shop?.theme ?? fallbackTheme);
  const value = useMemo(() => extendedSystem(system, recipes, slotRecipes), [system, recipes, slotRecipes]);
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
}
