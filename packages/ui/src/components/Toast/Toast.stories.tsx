import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';
import { ToastBar } from './ToastBar';

function Raise() {
  const toast = useToast();
  return (
    <div>
      <Button onClick={() => toast.success('Tiedot päivitetty')}>Tallenna</Button>{' '}
      <Button variant="secondary" onClick={() => toast.error('Tietojen päivitys epäonnistui')}>
        Kokeile virhettä
      </Button>
    </div>
  );
}

/**
 * `ToastProvider` holds the queue; `useToast()` raises toasts; `ToastBar` is what shows at the bottom of
 * the viewport. Each toast hides after `TOAST_DURATION_MS` (4000 ms).
 */
const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  render: (args) => (
    <ToastProvider {...args}>
      <Raise />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const save = within(canvasElement).getByRole('button', { name: 'Tallenna' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('status')).toHaveTextContent('Tiedot päivitetty');
    await userEvent.click(body.getByRole('button', { name: 'Sulje' }));
    await expect(body.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** An error goes ahead of waiting successes and shows at once; "Sulje" moves to the next one. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kokeile virhettä' }));
    await expect(body.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    await expect(body.getByRole('status')).toBeEmptyDOMElement();
    body.getByRole('button', { name: 'Sulje' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('status')).toHaveTextContent('Tiedot päivitetty');
  },
};

/** A burst: twenty saves, then an error. The error shows at once, not after twenty toasts. */
export const Burst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const save = canvas.getByRole('button', { name: 'Tallenna' });
    for (let i = 0; i < 20; i += 1) await userEvent.click(save);
    await userEvent.click(canvas.getByRole('button', { name: 'Kokeile virhettä' }));
    await expect(body.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
  },
};

/** A short duration shows the auto-hide without waiting four seconds. */
export const AutoHide: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tallenna' }));
    await expect(body.getByRole('status')).toHaveTextContent('Tiedot päivitetty');
    await waitFor(() => expect(body.getByRole('status')).toBeEmptyDOMElement());
  },
};

const onClose = fn();

export const SuccessToast: Story = {
  render: () => <ToastBar toast={{ tone: 'success', text: 'Koodi lähetetty' }} onClose={onClose} />,
  play: async () => {
    const body = within(document.body);
    await expect(body.getByRole('status')).toHaveTextContent('Koodi lähetetty');
    await userEvent.click(body.getByRole('button', { name: 'Sulje' }));
    await expect(onClose).toHaveBeenCalled();
  },
};

export const ErrorToast: Story = {
  render: () => (
    <ToastBar toast={{ tone: 'error', text: 'Koodia lähettäessä tapahtui virhe' }} onClose={onClose} />
  ),
  play: async () => {
    const alert = within(document.body).getByRole('alert');
    await expect(alert).toHaveTextContent('Koodia lähettäessä tapahtui virhe');
    // The error's text starts where a success's does, at the bar's start (the empty status takes no room).
    const bar = alert.parentElement!;
    const padding = parseFloat(getComputedStyle(bar).paddingLeft);
    await expect(alert.getBoundingClientRect().left - bar.getBoundingClientRect().left).toBeLessThanOrEqual(
      padding + 1,
    );
  },
};
