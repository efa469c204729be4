import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import catalog from '../../../schemas/messages/en.json';
import corpus from '../../../schemas/fixtures/bank-binding.json';
import type { CascadeOption } from '../../../core/card-init/card-init-types.ts';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { findPicker, pickOption } from '../picker/picker-testing.ts';
import { cascadeLabels, CascadePickerWidget } from './cascade-picker-widget.tsx';

const cityOptions = corpus.products[0]!.cardInit.cityOptions as CascadeOption[];

function setup(props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(
    <WidgetHost
      widget={CascadePickerWidget}
      schema={{ type: 'string' }}
      label="Home address"
      placeholder="Select region, province and city"
      options={{ cascadeOptions: cityOptions, separator: '/' }}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), trigger: screen.getByRole('button', { name: 'Home address' }) };
}

describe('cascadeLabels', () => {
  it.each([
    [['NCR', 'Metro Manila', 'Makati'], ['National Capital Region (NCR)', 'Metro Manila', 'Makati']],
    [['Region III', 'Pampanga'], ['Central Luzon (Region III)', 'Pampanga']],
    [[], []],
    [['NCR', 'Pampanga'], undefined],
    [['Atlantis'], undefined],
  ])('%j -> %j', (path, labels) => {
    expect(cascadeLabels(cityOptions, path)).toEqual(labels);
  });
});

describe('CascadePickerWidget', () => {
  it('shows the placeholder when empty', () => {
    expect(setup().trigger).toHaveTextContent('Select region, province and city');
  });

  it('shows the labels along the stored path', () => {
    const { trigger } = setup({ value: 'Region III/Pampanga/Angeles' });
    expect(trigger).toHaveTextContent('Central Luzon (Region III) / Pampanga / Angeles');
  });

  it('shows a path that is no longer offered as stored, rather than hiding it', () => {
    expect(setup({ value: 'NCR/Gone/Nowhere' }).trigger).toHaveTextContent('NCR/Gone/Nowhere');
  });

  it('picks region, province and city, and stores the path of values', async () => {
    const { user, trigger, onChange } = setup();
    await user.click(trigger);
    const picker = await findPicker('Home address');
    await pickOption(picker, 'CALABARZON (Region IV-A)');
    await pickOption(picker, 'Laguna');
    await pickOption(picker, 'Calamba');
    await user.click(picker.getByRole('button', { name: catalog['common.confirm'] }));
    expect(onChange).toHaveBeenLastCalledWith('Region IV-A/Laguna/Calamba');
    await waitFor(() => expect(trigger).toHaveTextContent('CALABARZON (Region IV-A) / Laguna / Calamba'));
  });

  it('shows its error beside the field', () => {
    const { trigger } = setup({ rawErrors: [catalog['field.required']] });
    expect(trigger).toHaveAccessibleDescription(`Select region, province and city ${catalog['field.required']}`);
  });
});
