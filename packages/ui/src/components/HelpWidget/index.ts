export { HelpWidget } from './HelpWidget';
export type { HelpWidgetProps } from './HelpWidget';
