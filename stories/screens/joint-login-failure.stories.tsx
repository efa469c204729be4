import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import corpus from '../../schemas/fixtures/loan-details.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { UnionErrorInfo } from '../../src/api/service.ts';
import { JointLoginFailureView } from '../../src/screens/joint-login-failure/joint-login-failure-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

const info = corpus.unionErrorInfo as UnionErrorInfo;

const meta = {
  title: 'Screens/Joint login failure',
  component: JointLoginFailureView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { data: undefined, error: undefined, onRetry: fn(), onOpenProduct: fn() },
} satisfies Meta<typeof JointLoginFailureView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two clickable products and one grey. */
export const Loaded: Story = { args: { data: info } };
/** A product's link is being fetched: its button spins, the others wait. */
export const OpeningProduct: Story = { args: { data: info, opening: info.family[0]?.productId } };
export const NoProducts: Story = { args: { data: { ...info, family: [] } } };
export const Loading: Story = {};
export const LoadFailed: Story = { args: { error: new ApiError('timeout') } };
