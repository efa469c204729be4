import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import content from '../../schemas/content/repayment-instructions.json';
import { message } from '../../core/messages.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { ServedRoute, servedSpies } from './served-route.tsx';

// The provider repayment guidance (DRInstructions), served: the route's real screen, which asks the server nothing;
// its content is schemas/content/repayment-instructions.json.

const meta = {
  title: 'Screens/Repayment instructions',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'DRInstructions', serve: () => {}, ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name of the thumbnail of `section`'s step `step` (counted from 1). */
const thumbName = (section: (typeof content.sections)[number], step: number) => `${section.title}: ${message('instructions.enlarge', { step })}`;

/** GCash, Paymaya and the offline store, each step with its text and its picture, and the page's title. */
export const Instructions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual(content.sections.map((s) => s.title));
    for (const section of content.sections) {
      // Each way's steps in order, each with its text and its picture.
      const steps = within(canvas.getByRole('region', { name: section.title })).getAllByRole('listitem');
      await expect(steps).toHaveLength(section.steps.length);
      for (const [index, step] of section.steps.entries()) {
        await expect(steps[index]).toHaveTextContent(step.text);
        await expect(within(steps[index]!).getByRole('button', { name: thumbName(section, index + 1) })).toBeInTheDocument();
      }
    }
    // The screen names the page in an effect, just after it draws.
    await waitFor(() => expect(canvasElement.ownerDocument.title).toContain(content.title));
    await expect(args.sent).not.toHaveBeenCalled();
  },
};

/** A step's picture tapped: antd-mobile's ImageViewer shows it full screen. */
export const PictureEnlarged: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const thumb = await within(canvasElement).findByRole('button', { name: thumbName(content.sections[0]!, 1) });
    const src = thumb.querySelector('img')!.getAttribute('src')!;
    await userEvent.click(thumb);
    // The viewer renders into the page body, outside the canvas.
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(Array.from(body.querySelectorAll('.adm-image-viewer-content img'), (img) => img.getAttribute('src'))).toContain(src), {
      timeout: 8000,
    });
  },
};
