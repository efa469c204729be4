import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import content from '../../schemas/content/repayment-instructions.json';
import { message } from '../../core/messages.ts';
import { RepaymentInstructionsView } from '../../src/screens/repayment-instructions/repayment-instructions-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// The provider repayment guidance (DRInstructions), its content from schemas/content/repayment-instructions.json.

const meta = {
  title: 'Screens/Repayment instructions',
  component: RepaymentInstructionsView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { sections: content.sections },
} satisfies Meta<typeof RepaymentInstructionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GCash, Paymaya and the offline store, each step with its picture. */
export const Instructions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(content.sections.map((s) => s.title));
    const steps = content.sections.reduce((n, section) => n + section.steps.length, 0);
    await expect(canvas.getAllByRole('button', { name: /Enlarge the picture/ })).toHaveLength(steps);
  },
};

/** A step's picture tapped: antd-mobile's ImageViewer shows it full screen. */
export const PictureEnlarged: Story = {
  play: async ({ canvasElement }) => {
    const section = content.sections[0]!;
    const name = `${section.title}: ${message('instructions.enlarge', { step: 1 })}`;
    const thumb = within(canvasElement).getByRole('button', { name });
    const src = thumb.querySelector('img')!.getAttribute('src')!;
    await userEvent.setup({ pointerEventsCheck: 0 }).click(thumb);
    // The viewer renders into the page body, outside the canvas.
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(Array.from(body.querySelectorAll('.adm-image-viewer-content img'), (img) => img.getAttribute('src'))).toContain(src), {
      timeout: 8000,
    });
  },
};
