// The typed-value and format widgets of issue 22 as a form draws them: money, password, range, updown, email, uri,
// tel, hidden and file, by our names and by rjsf's.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { message } from '../core/messages.ts';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm } from './SchemaForm.tsx';

type Data = Record<string, unknown>;
const validator = createCfworkerValidator<Data>();

function setup(schema: RJSFSchema, uiSchema?: UiSchema<Data>, formData?: Data) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  render(
    <ConfigProvider locale={enUS}>
      <SchemaForm<Data> schema={schema} uiSchema={uiSchema} validator={validator} formData={formData} onSubmit={onSubmit} onChange={onChange} />
    </ConfigProvider>,
  );
  const submit = () => user.click(screen.getAllByRole('button', { name: message('common.confirm') }).find((button) => button.getAttribute('type') === 'submit')!);
  return { user, onSubmit, onChange, submit };
}

// lazyWidget (widgets/lazy-widget.tsx) draws a widget inside Suspense until its code is there, and directly from the
// next render on, which mounts it anew: the first form to draw a widget loses what the widget held at its first
// change. Each widget is drawn once here first, so the tests below meet them loaded, as every form after the first.
beforeAll(async () => {
  const ui: UiSchema<Data> = {};
  const properties: Record<string, RJSFSchema> = {};
  for (const [index, widget] of ['money', 'password', 'PasswordWidget', 'range', 'RangeWidget', 'updown', 'UpDownWidget', 'EmailWidget', 'URLWidget', 'tel', 'file'].entries()) {
    properties[`f${index}`] = { type: ['money', 'range', 'RangeWidget', 'updown', 'UpDownWidget'].includes(widget) ? 'number' : 'string' };
    ui[`f${index}`] = { 'ui:widget': widget };
  }
  // The image uploader too (a data-url field that accepts images): its first load, under a busy gate, outlasted its test's wait.
  properties.image = { type: 'string', format: 'data-url' };
  ui.image = { 'ui:options': { accept: 'image/*' } };
  const { unmount } = render(<SchemaForm<Data> schema={{ type: 'object', properties }} uiSchema={ui} validator={validator} />);
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 20_000 });
  // The uploader's own code is a second lazy step whose placeholder (an empty add tile) is not marked busy.
  await waitFor(() => expect(document.querySelector('.adm-image-uploader')).not.toBeNull(), { timeout: 20_000 });
  unmount();
}, 45_000);

const one = (field: RJSFSchema, required = false): RJSFSchema => ({ type: 'object', required: required ? ['x'] : [], properties: { x: { title: 'Field', ...field } } });

describe('the money widget', { timeout: 30_000 }, () => {
  const keyboard = () => screen.getByText('Field', { selector: '.adm-number-keyboard-title' }).closest('.adm-number-keyboard') as HTMLElement;
  const press = async (user: ReturnType<typeof userEvent.setup>, ...keys: string[]) => {
    await waitFor(() => keyboard());
    for (const key of keys) await user.click(within(keyboard()).getByRole('button', { name: key }));
  };

  it('types digits and a dot on its keyboard, refuses a third decimal, deletes and confirms', async () => {
    const { user, onSubmit, submit } = setup(one({ type: 'number' }), { x: { 'ui:widget': 'money' } });
    const amount = await screen.findByRole('button', { name: 'Field' }, { timeout: 5000 });
    await user.click(amount);
    expect(amount).toHaveAttribute('aria-expanded', 'true');
    await press(user, '1', '2', '.', '5');
    expect(amount).toHaveTextContent('12.5');
    await press(user, '0', '9');
    expect(amount).toHaveTextContent('12.50');
    await press(user, 'backspace', 'backspace', '7');
    expect(amount).toHaveTextContent('12.7');
    await user.click(within(keyboard()).getByRole('button', { name: message('common.confirm') }));
    expect(amount).toHaveAttribute('aria-expanded', 'false');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ x: 12.7 }));
  });

  it('stops at its maximum length, and has no dot for an integer', async () => {
    const { user } = setup(one({ type: 'integer' }), { x: { 'ui:widget': 'money', 'ui:options': { maxLength: 4 } } });
    const amount = await screen.findByRole('button', { name: 'Field' }, { timeout: 5000 });
    await user.click(amount);
    expect(within(keyboard()).queryByRole('button', { name: '.' })).toBeNull();
    await press(user, '1', '2', '3', '4', '5');
    expect(amount).toHaveTextContent('1234');
  });

  it('hides its keyboard, keeping the amount', async () => {
    const { user, onChange } = setup(one({ type: 'number' }), { x: { 'ui:widget': 'money' } });
    const amount = await screen.findByRole('button', { name: 'Field' }, { timeout: 5000 });
    await user.click(amount);
    await press(user, '8');
    await user.click(within(keyboard()).getByRole('button', { name: 'Close' }));
    expect(amount).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ x: 8 }));
  });
});

describe('the password widget', { timeout: 30_000 }, () => {
  it.each([['password'], ['PasswordWidget']])('(ui:widget %s) is masked and shows what was typed on request', async (widget) => {
    const { user, onSubmit, submit } = setup(one({ type: 'string' }), { x: { 'ui:widget': widget } });
    const input = await screen.findByLabelText('Field', {}, { timeout: 5000 });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.type(input, 's3cret');
    const toggle = screen.getByRole('button', { name: message('widget.password.show') });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: message('widget.password.hide') })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: message('widget.password.hide') }));
    expect(input).toHaveAttribute('type', 'password');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ x: 's3cret' }));
  });
});

describe('the range and updown widgets', { timeout: 30_000 }, () => {
  it('moves the slider with the keys, in steps of multipleOf within the bounds', async () => {
    const { user, onSubmit, submit } = setup(one({ type: 'number', minimum: 0, maximum: 2, multipleOf: 0.5, default: 1 }), { x: { 'ui:widget': 'range' } });
    const slider = await screen.findByRole('slider', { name: 'Field' }, { timeout: 5000 });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '1.5');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ x: 0 }));
  });

  it.each([['range'], ['RangeWidget']])('draws ui:widget %s with the antd-mobile slider', async (widget) => {
    setup(one({ type: 'integer' }), { x: { 'ui:widget': widget } });
    expect(await screen.findByRole('slider', { name: 'Field' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('input[type="range"]')).toBeNull();
  });

  it('steps a number with the stepper buttons, within the bounds', async () => {
    const { user, onSubmit, onChange, submit } = setup(one({ type: 'integer', minimum: 1, maximum: 3, default: 2 }), { x: { 'ui:widget': 'updown' } });
    const input = await screen.findByLabelText('Field', {}, { timeout: 5000 });
    expect(input).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'increase' }));
    await waitFor(() => expect(input).toHaveValue('3'));
    expect(screen.getByRole('button', { name: 'increase' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'decrease' }));
    await user.click(screen.getByRole('button', { name: 'decrease' }));
    await waitFor(() => expect(input).toHaveValue('1'));
    expect(onChange).toHaveBeenLastCalledWith({ x: 1 });
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ x: 1 }));
  });

  it('draws rjsf UpDownWidget with the stepper', async () => {
    setup(one({ type: 'number' }), { x: { 'ui:widget': 'UpDownWidget' } });
    expect(await screen.findByRole('spinbutton', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('input[type="number"]')).toBeNull();
  });
});

describe('email, uri and tel', { timeout: 30_000 }, () => {
  it.each<[string, RJSFSchema, UiSchema | undefined, string, string, string]>([
    ['format email', { type: 'string', format: 'email' }, undefined, 'email', 'email', 'email'],
    ['ui:widget EmailWidget', { type: 'string' }, { 'ui:widget': 'EmailWidget' }, 'email', 'email', 'email'],
    ['format uri', { type: 'string', format: 'uri' }, undefined, 'url', 'url', 'url'],
    ['ui:widget URLWidget', { type: 'string' }, { 'ui:widget': 'URLWidget' }, 'url', 'url', 'url'],
    ['ui:widget tel', { type: 'string' }, { 'ui:widget': 'tel' }, 'tel', 'tel', 'tel'],
  ])('%s: the right type, keyboard and autocomplete', async (_case, field, ui, type, inputMode, autoComplete) => {
    setup(one(field), ui ? { x: ui } : undefined);
    const input = await screen.findByLabelText('Field', {}, { timeout: 5000 });
    expect(input).toHaveAttribute('type', type);
    expect(input).toHaveAttribute('inputmode', inputMode);
    expect(input).toHaveAttribute('autocomplete', autoComplete);
  });

  it('refuses an email address that is not one', async () => {
    const { user, onSubmit, submit } = setup(one({ type: 'string', format: 'email' }));
    await user.type(await screen.findByLabelText('Field', {}, { timeout: 5000 }), 'maria@');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Field')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('hidden and file', { timeout: 30_000 }, () => {
  it('draws nothing for a hidden field and keeps its value', async () => {
    const { onSubmit, submit } = setup({ type: 'object', properties: { x: { type: 'string', title: 'Secret' }, y: { type: 'string', title: 'Shown' } } }, { x: { 'ui:widget': 'hidden' } }, { x: 'kept' });
    await screen.findByLabelText('Shown');
    expect(screen.queryByText('Secret')).toBeNull();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ x: 'kept' }));
  });

  it('reads a chosen file into a data-url with its name, and removes it', async () => {
    const { user, onSubmit, submit } = setup(one({ type: 'string', format: 'data-url' }));
    const input = (await screen.findByLabelText('Field', {}, { timeout: 5000 })) as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText(message('widget.file.none'))).toBeInTheDocument();
    await user.upload(input, new File(['hello'], 'note one.txt', { type: 'text/plain' }));
    expect(await screen.findByText('note one.txt')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ x: `data:text/plain;name=note%20one.txt;base64,${btoa('hello')}` }));
    await user.click(screen.getByRole('button', { name: message('widget.file.remove', { name: 'note one.txt' }) }));
    expect(screen.getByText(message('widget.file.none'))).toBeInTheDocument();
  });

  it('uses the image uploader for images', async () => {
    setup(one({ type: 'string', format: 'data-url' }), { x: { 'ui:options': { accept: 'image/*' } } });
    expect(await screen.findByText('Field', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.adm-image-uploader')).not.toBeNull(), { timeout: 5000 });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [] } });
  });
});
