import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/promotion.json';
import catalog from '../../schemas/messages/en.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { LandingTemplate } from '../../src/api/promotion.ts';
import { AgreementView } from '../../src/promo/agreement/agreement-view.tsx';
import { DownloadView } from '../../src/promo/download/download-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// The pages the promotion register page leads to: #/downloadTemplate and #/agreementTemplate.

const [first, second] = corpus.templates.map((entry) => entry.template as LandingTemplate);

const meta = {
  title: 'Screens/Promotion download',
  component: DownloadView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { template: first, error: undefined, onRetry: fn(), onDownload: fn() },
} satisfies Meta<typeof DownloadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button downloads for its own platform. */
export const TwoButtons: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: first!.download.title })).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(first!.download.buttons.map((button) => button.text));
    await userEvent.click(canvas.getByRole('button', { name: first!.download.buttons[1]!.text }));
    await expect(args.onDownload).toHaveBeenCalledWith(first!.download.buttons[1]);
  },
};
export const OneButton: Story = {
  args: { template: second },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: second!.download.buttons[0]!.text }));
    await expect(args.onDownload).toHaveBeenCalledWith(second!.download.buttons[0]);
  },
};
export const Loading: Story = { args: { template: undefined }, play: showsLoading };
export const LoadFailed: Story = {
  args: { template: undefined, error: new ApiError('server', { serverMessage: catalog['promo.server.templateNotFound'] }) },
  play: (context) => retriesAfterFailure(context, catalog['promo.server.templateNotFound']),
};

/** The agreement page drawn by the same story file: both follow the register page. Back leaves it. */
const onAgreementBack = fn();
export const Agreement: Story = {
  render: () => <AgreementView template={first} error={undefined} onRetry={fn()} onBack={onAgreementBack} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: first!.agreement.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(onAgreementBack).toHaveBeenCalled();
  },
};
