import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/promotion.json';
import catalog from '../../schemas/messages/en.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { LandingTemplate } from '../../src/api/promotion.ts';
import { RegisterView, type RegisterViewProps } from '../../src/promo/register/register-view.tsx';
import type { RegistrationData } from '../../src/promo/registration-form.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { showsLoading } from './story-plays.ts';

// The promotion register page in each state. The captcha is a fixed picture here; on the page it comes from
// get-captcha on the same origin.

const template = corpus.templates[0]!.template as LandingTemplate;
const captchaImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#f5f5f5"/><text x="14" y="29" font-family="monospace" font-size="26" fill="#3a6">7Kp2</text></svg>',
)}`;

/** Keeps what is typed, as the screen does, so the story can be used by hand. */
function Typing(props: RegisterViewProps) {
  const [formData, setFormData] = useState<RegistrationData>(props.formData);
  return (
    <RegisterView
      {...props}
      formData={formData}
      onChange={(data) => {
        setFormData(data);
        props.onChange(data);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Promotion register',
  component: RegisterView,
  // The agreement link is a react-router Link; the page's HashRouter is in PromoProviders.
  decorators: [
    phoneFrame,
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  ...phoneViewport,
  render: (args) => <Typing {...args} />,
  args: {
    template,
    error: undefined,
    onRetry: fn(),
    agreementHref: `/agreementTemplate?id=${template.id}&links_id=${template.links_id}`,
    formData: {},
    onChange: fn(),
    onSubmit: fn(),
    captcha: { imageUrl: captchaImage, onRefresh: fn(), onImageError: fn() },
    sms: { countdown: 0, sending: false, onSend: fn() },
  },
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: template.title })).toBeInTheDocument();
    // The SMS-code widget loads when the form first draws it (renderers/form-registry.ts).
    await expect(await canvas.findByRole('button', { name: catalog['widget.smsCode.send'] })).toBeInTheDocument();
  },
};

export const Countdown: Story = {
  args: { formData: { phone: '09171234567', capcode: '7Kp2' }, sms: { countdown: 42, sending: false, onSend: fn() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '42s' })).toBeInTheDocument();
  },
};

export const SendingCode: Story = {
  args: { formData: { phone: '09171234567', capcode: '7Kp2' }, sms: { countdown: 0, sending: true, onSend: fn() } },
  // While the code is being sent, Get code spins and takes no second tap.
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: catalog['widget.smsCode.send'] })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await expect(args.sms.onSend).not.toHaveBeenCalled();
  },
};

/** No picture yet: its place says it is loading, and a tap asks for one. */
export const CaptchaLoading: Story = {
  args: { captcha: { onRefresh: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picture = await canvas.findByRole('button', { name: catalog['widget.captcha.refresh'] });
    await expect(within(picture).getByRole('status')).toHaveTextContent(catalog['widget.captcha.loading']);
    await expect(within(picture).queryByRole('img', { hidden: true })).toBeNull();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(picture);
    await expect(args.captcha.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Register tapped with nothing typed: each field's own message. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText(catalog['promo.phoneInvalid'])).toBeInTheDocument();
    await expect(canvas.getByText(catalog['promo.captchaRequired'])).toBeInTheDocument();
    await expect(canvas.getByText(catalog['promo.smsCodeRequired'])).toBeInTheDocument();
  },
};

/** A Chinese mobile number under the default Philippine rule. */
export const WrongPhone: Story = {
  args: { formData: { phone: '13812345678', capcode: '7Kp2', smsCode: '123456' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText(catalog['promo.phoneInvalid'])).toBeInTheDocument();
  },
};

export const TemplateEnded: Story = {
  args: { template: undefined, error: new ApiError('server', { serverMessage: catalog['promo.server.templateEnded'] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(catalog['promo.server.templateEnded']);
  },
};

export const TemplateNetworkFailure: Story = {
  args: { template: undefined, error: new ApiError('network') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(catalog['error.network']);
    await expect(canvas.getByRole('button', { name: catalog['common.retry'] })).toBeInTheDocument();
  },
};

export const NoTemplateInUrl: Story = {
  args: { template: undefined, missingTemplate: true },
  // Nothing to retry: the link itself is wrong.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(catalog['promo.noTemplate']);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The template on its way: a skeleton, and no form to fill yet. */
export const Loading: Story = {
  args: { template: undefined },
  play: async (context) => {
    await showsLoading(context);
    await expect(within(context.canvasElement).queryByRole('heading', { name: template.title })).toBeNull();
    await expect(within(context.canvasElement).queryByRole('button', { name: 'Register' })).toBeNull();
  },
};
