import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/theme/global.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an accessibility test: a violation fails `npm test`.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobiili 390 px', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Työpöytä 1280 px', styles: { width: '1280px', height: '800px' } },
        wide: { name: 'Leveä 1440 px', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
  tags: ['autodocs'],
};
export default preview;
