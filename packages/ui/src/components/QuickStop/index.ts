export { QUICK_STOP_HOURS, QuickStop, quickStopTexts } from './QuickStop';
export type { QuickStopProps, QuickStopTexts } from './QuickStop';
