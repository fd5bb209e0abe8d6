export { PAGE_CONTENT_END_ID, PageShell } from './PageShell';
export type { PageShellProps } from './PageShell';
