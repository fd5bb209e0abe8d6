/**
 * The id of an empty, hidden element PageShell renders right after the main landmark. Until it has been
 * parsed the page shell is not shown (PageShell.css.ts): a browser that paints a page whose HTML arrives or
 * is parsed in pieces (a slow network, a busy phone) never shows half a header or half a line that then
 * moves. The main landmark is at least a screen tall, so what follows the marker is below the first screen.
 */
export const PAGE_CONTENT_END_ID = 'sisalto-loppu';
