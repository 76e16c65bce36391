/** sessionStorage key of the running support recording (its id): lives as long as the tab. */
export const DEBUG_RECORDING_KEY = 'shop.debug.recording';

export function storedRecordingId(): string | null {
  try {
    return window.sessionStorage.getItem(DEBUG_RECORDING_KEY);
  } catch {
    return null;
  }
}
