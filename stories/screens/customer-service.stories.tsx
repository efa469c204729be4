import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactKfInfoCall } from '../../generated/calls/customer-service/contact-kf-info.ts';
import demo from '../../schemas/fixtures/demo.json';
import { networkError, noAnswer, success, type Answer, type FakeApi } from '../../src/screens/fake-server.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { ServedRoute, servedSpies } from './served-route.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// The Customer service screen, served: the route's real screen, its contact details answered by the screen tests'
// fake server from schemas/fixtures/demo.json; the load's waiting and failing states by what the server answers.

/** The page, the contact details answered with `contacts` (the demo's by default). */
const served = (contacts: Answer = success(demo.contactInfo)) => ({ serve: (api: FakeApi) => void api.answer(contactKfInfoCall, contacts) });

const meta = {
  title: 'Screens/Customer service',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'customerService', ...served(), ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The telephone as text and the e-mail as a mailto link, as the server gave them. */
const showsContacts = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(demo.contactInfo.smWa)).toBeVisible();
  await expect(canvas.getByText(demo.contactInfo.smWa).closest('a')).toBeNull();
  const mail = canvas.getByRole('link', { name: new RegExp(demo.contactInfo.email.replace(/[.+]/g, '\\$&')) });
  await expect(decodeURIComponent(mail.getAttribute('href')!)).toBe(`mailto:${demo.contactInfo.email}`);
  await expect(canvas.queryByRole('alert')).toBeNull();
};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    await showsContacts(canvasElement);
    await expect(args.sent).toHaveBeenCalledWith(expect.objectContaining({ path: contactKfInfoCall.path, body: { overall: '30' } }));
  },
};

export const Loading: Story = { args: served(noAnswer), play: showsLoading };

/** The load fails, Try again asks again, and the contact details show. */
export const LoadFailed: Story = {
  args: { serve: (api) => void served().serve(api.answerOnce(contactKfInfoCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await showsContacts(context.canvasElement);
  },
};
