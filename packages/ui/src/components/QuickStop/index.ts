export { QuickStop, quickStopTexts } from './QuickStop';
export type { QuickStopProps, QuickStopTexts } from './QuickStop';
