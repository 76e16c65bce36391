/**
 * The Chakra components the shop uses, re-exported from the shared @shop/ui singleton.
 * Modules import Chakra only from here: Chakra is not shared as a whole (a shared package cannot be
 * tree-shaken, and all of Chakra is about 300 KB gzip); this list is the subset every module gets once.
 * Adding here is a shell release (docs/decisions/0002). A component the shell does not need comes from
 * @shop/ui/extra, bundled into the remote that uses it (docs/decisions/0018).
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  chakra,
  Code,
  Container,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  List,
  NativeSelect,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
export type { LinkProps } from '@chakra-ui/react';
