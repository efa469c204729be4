import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import demo from '../../schemas/fixtures/demo.json';
import { ApiError } from '../../src/api/api-error.ts';
import { CustomerServiceView } from '../../src/screens/customer-service/customer-service-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

const meta = {
  title: 'Screens/Customer service',
  component: CustomerServiceView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { data: undefined, error: undefined, onRetry: fn() },
} satisfies Meta<typeof CustomerServiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { args: { data: demo.contactInfo } };

export const Loading: Story = {};

export const LoadFailed: Story = { args: { error: new ApiError('network') } };
