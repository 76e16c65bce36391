// React 19 has useSyncExternalStore itself: react-i18next's import of the React 17 shim
// ('use-sync-external-store/shim') gets it from React instead of shipping the shim (decision 0064).
export { useSyncExternalStore } from 'react';
