// The footer's contact help widget in its own chunk: the footer starts below the first screen, so the
// widget loads after the page's first view instead of adding to the landing page's initial JavaScript.
export { HelpWidget } from '@arpa/ui';
