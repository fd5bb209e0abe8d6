// Stands in for `use-sync-external-store/shim` in the app's build (app/vite.config.ts): React 19 has the
// hook the shim backports to older Reacts.
export { useSyncExternalStore } from 'react';
