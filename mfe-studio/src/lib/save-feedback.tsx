import { FormAlert } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from './page';
import type { SaveState } from './use-save';

/** What came of a save: saved, refused with the reason, or a conflict with who saved first and a reload. */
export function SaveFeedback({ state, onReload }: { state: SaveState; onReload: () => void }) {
  const { t } = useTranslation('studio');
  if (state.conflict) return <ConflictAlert conflict={state.conflict} onReload={onReload} />;
  if (state.failure) return <FormAlert message={state.failure} />;
  if (state.saved) return <FormAlert status="success" message={t('common.saved')} />;
  return null;
}
