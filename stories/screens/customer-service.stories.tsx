import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import demo from '../../schemas/fixtures/demo.json';
import { ApiError } from '../../src/api/api-error.ts';
import { CustomerServiceView } from '../../src/screens/customer-service/customer-service-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

const meta = {
  title: 'Screens/Customer service',
  component: CustomerServiceView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { data: undefined, error: undefined, onRetry: fn() },
} satisfies Meta<typeof CustomerServiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { data: demo.contactInfo },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(demo.contactInfo.email)).toBeVisible();
    await expect(canvas.getByText(demo.contactInfo.smWa)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = { play: showsLoading };

export const LoadFailed: Story = { args: { error: new ApiError('network') }, play: retriesAfterFailure };
