import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import { publish } from '@shop/event-bus';
import { currentPictureSetAtom } from '@shop/session';
import { Box, chakra, Flex, Image, Stack, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import { usePictureSets } from '../api/picture-sets';
import { LoadFailed, Loading } from './page';
import { paths } from '../lib/paths';
import { setDescription } from '../lib/pictures';
import { AppLink } from '@shop/ui/toolkit';

export interface PictureSetSelectorDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'My picture sets': choose the picture set to work with. Choosing sets the session's current picture
 * set and publishes 'pictureset:selected'. Needs no router (mountable by any module).
 */
export function PictureSetSelectorDialog({ open, onClose }: PictureSetSelectorDialogProps) {
  const { t } = useTranslation('account');
  return (
    <DialogFrame
      open={open}
      scrollBehavior="inside"
      onClose={onClose}
      title={t('selector.title')}
      footerProps={{ justifyContent: 'flex-start' }}
      closeLabel={t('common.close')}
      footer={<AppLink to={paths.addPictureSet}>{t('selector.add')}</AppLink>}
    >
      {open && <SelectorList onChosen={onClose} />}
    </DialogFrame>
  );
}

function SelectorList({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('account');
  const { state } = usePictureSets();
  const [current, setCurrent] = useAtom(currentPictureSetAtom);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ready') return <LoadFailed />;
  if (state.data.length === 0) return <Text>{t('pictureSets.empty')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" p="0" m="0" gap="2">
      {state.data.map((set) => {
        const selected = set.uuid === current;
        return (
          <li key={set.uuid}>
            <chakra.button
              type="button"
              w="100%"
              textAlign="start"
              p="2"
              borderRadius="md"
              borderWidth={selected ? '2px' : '1px'}
              borderColor={selected ? 'brand.solid' : 'border'}
              aria-current={selected ? 'true' : undefined}
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              onClick={() => {
                setCurrent(set.uuid);
                publish('pictureset:selected', { uuid: set.uuid });
                onChosen();
              }}
            >
              <Flex gap="3" align="center">
                {set.avatar.url ? (
                  <Image src={set.avatar.url} alt="" htmlWidth={40} htmlHeight={40} w="40px" h="40px" borderRadius="full" objectFit="cover" />
                ) : (
                  <Box aria-hidden w="40px" h="40px" borderRadius="full" bg="brand.muted" />
                )}
                <Box>
                  <Text fontWeight="semibold">{set.subject.name}</Text>
                  <Text fontSize="sm">{setDescription(set)}</Text>
                </Box>
              </Flex>
            </chakra.button>
          </li>
        );
      })}
    </Stack>
  );
}
