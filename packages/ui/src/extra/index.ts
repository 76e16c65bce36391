/**
 * Any Chakra component a remote needs that the shared facade (@shop/ui, @shop/ui/overlays) does not
 * export. This entry is NOT shared: each remote bundles it, tree-shaken to the components it imports, so a
 * remote can start using a component without a shell release (docs/decisions/0018).
 *
 * A component from here comes from the remote's own copy of Chakra, which has its own React context and
 * does not see the shared ChakraProvider: render it inside <ShopChakra> (below), which hands that copy the
 * shop's one system (the portal's brand) and the recipes of the components used.
 */
export * from '@chakra-ui/react';
export { ShopChakra, type ShopChakraProps } from './shop-chakra';
