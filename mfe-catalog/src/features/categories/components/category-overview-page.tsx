import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@shop/contracts/templates';
import { publish } from '@shop/event-bus';
import { currentPictureSetAtom, sessionStore } from '@shop/session';
import { Box, Heading, Image, SimpleGrid, Skeleton, Stack, Text, PageFrame, isPlainLeftClick } from '@shop/ui';
import { goTo } from '@shop/ui/toolkit';
import { LoadFailed } from '../../../lib/load-failed';
import { useBrowsing } from '../../../lib/session';
import { usePictureSets } from '../../../lib/picture-sets';
import { useCategories } from '../api/categories';
import { ChangeSetDialog, type SetChange } from './change-set-dialog';
import { categoryTarget, HIDDEN_CATEGORY } from '../lib/target';

/** Spec 2 section 9: five placeholder tiles while loading. */
const PLACEHOLDERS = ['p1', 'p2', 'p3', 'p4', 'p5'];

/** Switches the current picture set as the account's selector does, then goes on. */
function switchSetAndGo(uuid: string, target: string) {
  sessionStore.set(currentPictureSetAtom, uuid);
  publish('pictureset:selected', { uuid });
  goTo(target);
}

/** The category overview (products.list): a tile per category; one for another picture set asks first. */
export function CategoryOverviewPage() {
  const { t, i18n } = useTranslation('catalog');
  const { signedIn, currentSet } = useBrowsing();
  const read = useCategories(i18n.language);
  const sets = usePictureSets(signedIn);
  const [change, setChange] = useState<SetChange | null>(null);

  const open = (event: MouseEvent<HTMLAnchorElement>, c: Category) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    const target = categoryTarget(c);
    const qualified = c.firstQualifiedSubject;
    if (!signedIn || !qualified || qualified.uuid === currentSet) return goTo(target);
    // no set chosen yet: the qualified one becomes the current set without asking
    if (!currentSet) return switchSetAndGo(qualified.uuid, target);
    const currentName = sets.data?.pictureSets.find((s) => s.uuid === currentSet)?.subject.name ?? '';
    setChange({ from: currentName, to: qualified, target });
  };

  const tiles = read.data?.categories.filter((c) => c.internalName !== HIDDEN_CATEGORY);
  return (
    <PageFrame wide title={t('categories.title')}>
      {read.isError && !read.data ? (
        <LoadFailed onRetry={() => void read.refetch()} />
      ) : (
        <SimpleGrid as="ul" aria-label={t('categories.tiles')} aria-busy={!tiles} columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" p="0" m="0">
          {tiles
            ? tiles.map((c) => (
                <li key={c.internalName}>
                  <Box
                    asChild
                    display="block"
                    h="100%"
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="lg"
                    overflow="hidden"
                    bg="bg"
                    _hover={{ borderColor: 'brand.solid' }}
                    _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                  >
                    <a href={categoryTarget(c)} onClick={(e) => open(e, c)}>
                      {c.image ? (
                        <Image src={c.image} alt="" w="100%" aspectRatio={400 / 290} objectFit="cover" htmlWidth={400} htmlHeight={290} />
                      ) : (
                        <Box aria-hidden w="100%" aspectRatio={400 / 290} bg="brand.muted" />
                      )}
                      <Stack gap="1" p="4">
                        <Heading as="h2" size="lg">
                          {c.title}
                        </Heading>
                        <Text>{c.description}</Text>
                      </Stack>
                    </a>
                  </Box>
                </li>
              ))
            : PLACEHOLDERS.map((id) => (
                <li key={id} data-testid="category-placeholder">
                  <Skeleton h="260px" borderRadius="lg" />
                </li>
              ))}
        </SimpleGrid>
      )}
      <ChangeSetDialog
        change={change}
        onClose={() => setChange(null)}
        onOk={(c) => {
          setChange(null);
          switchSetAndGo(c.to.uuid, c.target);
        }}
      />
    </PageFrame>
  );
}
