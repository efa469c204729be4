import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import corpus from '../../schemas/fixtures/promotion.json';
import catalog from '../../schemas/messages/en.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { LandingTemplate } from '../../src/api/promotion.ts';
import { AgreementView } from '../../src/promo/agreement/agreement-view.tsx';
import { DownloadView } from '../../src/promo/download/download-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

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

export const TwoButtons: Story = {};
export const OneButton: Story = { args: { template: second } };
export const Loading: Story = { args: { template: undefined } };
export const LoadFailed: Story = { args: { template: undefined, error: new ApiError('server', { serverMessage: catalog['promo.server.templateNotFound'] }) } };

/** The agreement page drawn by the same story file: both follow the register page. */
export const Agreement: Story = {
  render: () => <AgreementView template={first} error={undefined} onRetry={fn()} onBack={fn()} />,
};
