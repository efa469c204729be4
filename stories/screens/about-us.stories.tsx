import type { Meta, StoryObj } from '@storybook/react-vite';
import descriptor from '../../schemas/screens/about-us.json';
import { LegalScreen, type LegalDescriptor } from '../../src/screens/legal/legal-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

const meta = {
  title: 'Screens/About us',
  component: LegalScreen,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { descriptor: descriptor as LegalDescriptor },
} satisfies Meta<typeof LegalScreen>;

export default meta;

export const AboutUs: StoryObj<typeof meta> = {};
