import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { message } from '../core/messages.ts';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm, type SchemaFormProps } from './SchemaForm.tsx';

// Arrays, oneOf choosers, additional properties and forms that cannot be drawn, through SchemaForm as a screen uses
// it, with the eval-free validator a form from the server gets.

type Data = Record<string, unknown>;

// The templates these forms need download on first use; loading their modules here keeps that first download out of
// the tests' waiting time (what a borrower sees once they are there is what is asserted).
beforeAll(async () => {
  await Promise.all([
    import('./templates/array-field-template.tsx'),
    import('./templates/array-field-item-template.tsx'),
    import('./templates/array-field-item-buttons-template.tsx'),
    import('./templates/array-field-title-template.tsx'),
    import('./templates/array-buttons.tsx'),
    import('./templates/multi-schema-field-template.tsx'),
    import('./templates/wrap-if-additional-template.tsx'),
  ]);
});
const validator = createCfworkerValidator<Data>();

function setup(props: Partial<SchemaFormProps<Data>> & { schema: RJSFSchema }) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  const view = render(<SchemaForm<Data> validator={validator} onChange={onChange} onSubmit={onSubmit} {...props} />);
  const lastData = () => onChange.mock.lastCall?.[0] as Data;
  return { user, view, onChange, onSubmit, lastData };
}

const contacts: RJSFSchema = {
  type: 'object',
  properties: {
    contacts: { type: 'array', title: 'Contacts', minItems: 1, maxItems: 3, items: { type: 'string', title: 'Contact name' } },
  },
};

describe('arrays', () => {
  it('adds, moves and removes items with antd-mobile buttons, within minItems and maxItems', async () => {
    const { user, lastData } = setup({ schema: contacts, formData: { contacts: ['Ana'] } });
    const group = await screen.findByRole('group', { name: 'Contacts' });
    const add = await within(group).findByRole('button', { name: 'Add to Contacts' });
    expect(add).toHaveClass('adm-button');
    // At minItems the only item cannot be removed.
    expect(await screen.findByRole('button', { name: 'Remove item 1' })).toBeDisabled();

    await user.click(add);
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Item / })).toHaveLength(2));
    const second = screen.getByRole('group', { name: 'Item 2' });
    await user.type(within(second).getByRole('textbox'), 'Ben');
    await waitFor(() => expect(lastData()).toEqual({ contacts: ['Ana', 'Ben'] }));

    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    await waitFor(() => expect(lastData()).toEqual({ contacts: ['Ben', 'Ana'] }));

    await user.click(add);
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Item / })).toHaveLength(3));
    // At maxItems the add button stays, disabled.
    expect(screen.getByRole('button', { name: 'Add to Contacts' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove item 3' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Item / })).toHaveLength(2));
    expect(lastData()).toEqual({ contacts: ['Ben', 'Ana'] });
    expect(screen.getByRole('button', { name: 'Add to Contacts' })).toBeEnabled();
  }, 20_000);

  it('draws a fixed tuple without add, remove or move, and its additionalItems with them', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        pair: {
          type: 'array',
          title: 'Pair',
          items: [
            { type: 'string', title: 'First name' },
            { type: 'string', title: 'Last name' },
          ],
        },
        tagged: { type: 'array', title: 'Tagged', items: [{ type: 'string', title: 'Tag' }], additionalItems: { type: 'string', title: 'More' } },
      },
    };
    const { user } = setup({ schema, formData: { pair: ['Ana', 'Cruz'], tagged: ['a'] } });
    const pair = await screen.findByRole('group', { name: 'Pair' });
    expect(await within(pair).findByDisplayValue('Ana')).toBeInTheDocument();
    expect(within(pair).getByDisplayValue('Cruz')).toBeInTheDocument();
    expect(within(pair).queryByRole('button')).toBeNull();

    const tagged = screen.getByRole('group', { name: 'Tagged' });
    await user.click(within(tagged).getByRole('button', { name: 'Add to Tagged' }));
    expect(await within(tagged).findByRole('button', { name: 'Remove item 2' })).toBeEnabled();
    expect(within(tagged).queryByRole('button', { name: 'Remove item 1' })).toBeNull();
  });

  it('labels each item as a borrower reads it: by the item’s title or the array’s, and its number', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        contacts: contacts.properties!.contacts!,
        phones: { type: 'array', title: 'Phones', items: { type: 'string' } },
        pair: { type: 'array', title: 'Pair', items: [{ type: 'string', title: 'First name' }, { type: 'string', title: 'Last name' }] },
        tagged: { type: 'array', title: 'Tagged', items: [{ type: 'string', title: 'Tag' }], additionalItems: { type: 'string', title: 'More' } },
        named: { type: 'array', title: 'Named', items: { type: 'string', title: 'Ignored' } },
      },
    };
    const uiSchema: UiSchema = { named: { items: { 'ui:title': 'Nickname' } } };
    setup({ schema, uiSchema, formData: { contacts: ['Ana', 'Ben'], phones: ['0917'], pair: ['Ana', 'Cruz'], tagged: ['a', 'b', 'c'], named: ['Bo'] } });
    expect(await screen.findByLabelText('Contact name 1')).toHaveValue('Ana');
    expect(screen.getByLabelText('Contact name 2')).toHaveValue('Ben');
    expect(screen.getByLabelText('Phones 1')).toHaveValue('0917');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Cruz');
    expect(screen.getByLabelText('Tag')).toHaveValue('a');
    expect(screen.getByLabelText('More 1')).toHaveValue('b');
    expect(screen.getByLabelText('More 2')).toHaveValue('c');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Bo');
    expect(screen.queryByText(/-\d$/)).toBeNull();
  });

  it('shows no buttons on a read-only array', async () => {
    setup({ schema: contacts, formData: { contacts: ['Ana'] }, readonly: true });
    await screen.findByRole('group', { name: 'Contacts' });
    await screen.findByDisplayValue('Ana');
    expect(screen.queryByRole('button', { name: /item|Add/ })).toBeNull();
  });
});

describe('oneOf of objects', () => {
  const payment: RJSFSchema = {
    type: 'object',
    properties: {
      method: {
        title: 'Payment method',
        oneOf: [
          { title: 'Card', type: 'object', properties: { cardNumber: { type: 'string', title: 'Card number' } }, required: ['cardNumber'] },
          { title: 'E-wallet', type: 'object', properties: { wallet: { type: 'string', title: 'Wallet number' } }, required: ['wallet'] },
        ],
      },
    },
  };

  it('chooses between the options by their titles, and the data follows the option', async () => {
    const { user, lastData } = setup({ schema: payment });
    const card = await screen.findByRole('option', { name: 'Card' });
    expect(card).toHaveAttribute('aria-selected', 'true');
    await user.type(await screen.findByLabelText('Card number'), '4111');
    await waitFor(() => expect(lastData()).toEqual({ method: { cardNumber: '4111' } }));

    await user.click(screen.getByRole('option', { name: 'E-wallet' }));
    expect(await screen.findByLabelText('Wallet number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.type(screen.getByLabelText('Wallet number'), '0917');
    await waitFor(() => expect(lastData()).toEqual({ method: { wallet: '0917' } }));
  });

  it('names an untitled option from the catalog', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { pick: { oneOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', properties: { b: { type: 'string' } } }] } },
    };
    setup({ schema });
    expect(await screen.findByRole('option', { name: message('form.oneOf.option', { index: 2 }) })).toBeInTheDocument();
  });
});

describe('additionalProperties', () => {
  const schema: RJSFSchema = { type: 'object', title: 'Extras', additionalProperties: { type: 'string' } };
  const placeholder = message('form.additional.keyPlaceholder');

  it('adds a row whose name starts empty for the borrower to type, renames the key and removes the row', async () => {
    const { user, lastData } = setup({ schema, formData: {} });
    await user.click(await screen.findByRole('button', { name: message('form.array.add') }));
    const row = await screen.findByRole('group', { name: placeholder });
    const key = within(row).getByLabelText(message('form.additional.key'));
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', placeholder);
    await user.type(key, 'nickname');
    await user.tab();
    await waitFor(() => expect(Object.keys(lastData())).toEqual(['nickname']));
    const renamed = await screen.findByRole('group', { name: 'nickname' });
    expect(within(renamed).getByLabelText(message('form.additional.key'))).toHaveValue('nickname');
    await user.type(within(renamed).getByLabelText('nickname'), 'Jo');
    await waitFor(() => expect(lastData()).toEqual({ nickname: 'Jo' }));
    await user.click(within(renamed).getByRole('button', { name: message('form.additional.removeLabel', { key: 'nickname' }) }));
    await waitFor(() => expect(lastData()).toEqual({}));
  }, 20_000);

  it('keeps two new rows apart: a name another row holds is refused with the catalog’s words, and nothing typed is lost', async () => {
    const { user, lastData } = setup({ schema, formData: {} });
    const add = await screen.findByRole('button', { name: message('form.array.add') });
    await user.click(add);
    await screen.findByRole('group', { name: placeholder });
    await user.click(add);
    await waitFor(() => expect(screen.getAllByRole('group', { name: placeholder })).toHaveLength(2));
    await waitFor(() => expect(Object.keys(lastData())).toHaveLength(2));

    const [first, second] = screen.getAllByRole('group', { name: placeholder });
    await user.type(within(first!).getByLabelText(message('form.additional.key')), 'Rent');
    await user.tab();
    const rent = await screen.findByRole('group', { name: 'Rent' });
    await user.type(within(rent).getByLabelText('Rent'), '5000');
    await waitFor(() => expect(lastData()).toMatchObject({ Rent: '5000' }));

    const secondKey = within(second!).getByLabelText(message('form.additional.key'));
    await user.type(secondKey, 'Rent');
    await user.tab();
    expect(await within(second!).findByText(message('form.additional.keyTaken', { key: 'Rent' }))).toBeVisible();
    expect(secondKey).toHaveValue('Rent');
    expect(secondKey).toHaveAttribute('aria-invalid', 'true');
    expect(lastData().Rent).toBe('5000');
    expect(Object.keys(lastData())).toHaveLength(2);

    await user.clear(secondKey);
    await user.type(secondKey, 'Food');
    await user.tab();
    await waitFor(() => expect(lastData()).toEqual({ Rent: '5000', Food: '' }));
    const food = await screen.findByRole('group', { name: 'Food' });
    expect(within(food).getByLabelText(message('form.additional.key'))).toHaveValue('Food');
    expect(screen.queryByText(message('form.additional.keyTaken', { key: 'Rent' }))).toBeNull();
  }, 30_000);
});

describe('an unnamed additionalProperties row', () => {
  const schema: RJSFSchema = { type: 'object', title: 'Extras', additionalProperties: { type: 'string' } };

  it('is refused at submit with the catalog’s words at its value, keeping what was typed, and sent once named', async () => {
    // No formData: a caller that handed back a stale {} on each render would reset the form itself.
    const { user, onSubmit, lastData } = setup({ schema, children: <button type="submit">Send</button> });
    await user.click(await screen.findByRole('button', { name: message('form.array.add') }));
    const row = await screen.findByRole('group', { name: message('form.additional.keyPlaceholder') });
    // The value is labelled with the catalog's word, never rjsf's "newKey".
    expect(within(row).queryByText(/newKey/)).toBeNull();
    const value = within(row).getByLabelText(message('form.additional.value'));
    await user.type(value, '5000');
    await waitFor(() => expect(Object.values(lastData())).toEqual(['5000']));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText(message('form.additional.keyMissing'))).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(value).toHaveValue('5000');

    const refusedRow = screen.getByRole('group', { name: message('form.additional.keyPlaceholder') });
    await user.type(within(refusedRow).getByLabelText(message('form.additional.key')), 'Rent');
    await user.tab();
    await waitFor(() => expect(lastData()).toEqual({ Rent: '5000' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ Rent: '5000' }));
  }, 30_000);
});

describe('a form that cannot be drawn', () => {
  const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } } };

  it.each([
    ['widget', { name: { 'ui:widget': 'starRating' } }],
    ['field', { name: { 'ui:field': 'MysteryField' } }],
    ['template', { name: { 'ui:FieldTemplate': 'FancyTemplate' } }],
  ] as const)('shows the catalog message in the page for an unknown ui:%s, keeps the page and reports it', async (kind, uiSchema) => {
    const onProblem = vi.fn();
    render(
      <main>
        <h1>Bind your bank account</h1>
        <SchemaForm<Data> schema={schema} uiSchema={uiSchema as UiSchema} validator={validator} onProblem={onProblem} />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message('form.cannotDraw'));
    expect(screen.getByRole('heading', { name: 'Bind your bank account' })).toBeInTheDocument();
    expect(onProblem).toHaveBeenCalledWith(expect.objectContaining({ kind, path: 'name' }));
  });

  it('keeps the page when drawing throws, and reports it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onProblem = vi.fn();
    // A $ref that resolves to nothing: rjsf throws while drawing.
    const broken: RJSFSchema = { type: 'object', properties: { when: { $ref: '#/$defs/missing' } } };
    render(
      <main>
        <h1>Complaint</h1>
        <SchemaForm<Data> schema={broken} validator={validator} onProblem={onProblem} />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message('form.cannotDraw'));
    expect(screen.getByRole('heading', { name: 'Complaint' })).toBeInTheDocument();
    expect(onProblem).toHaveBeenCalledWith(expect.objectContaining({ kind: 'render' }));
    consoleError.mockRestore();
  });
});

describe('a refused submit', () => {
  it('shows an error that has no field at the top of the form', async () => {
    const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } } };
    const { user, onSubmit } = setup({
      schema,
      customValidate: (_data, errors) => {
        errors.addError('Please fill in at least one field.');
        return errors;
      },
    });
    await user.click(await screen.findByRole('button', { name: message('common.confirm') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in at least one field.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("a refused submit in a oneOf whose value cannot tell the options apart", () => {
  it("shows the chosen option's refusal beside its field, and nothing of the other option's", async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        payout: {
          title: 'Receive the loan by',
          oneOf: [
            { title: 'Bank account', type: 'object', required: ['accountNumber'], properties: { accountNumber: { type: 'string', title: 'Account number' } } },
            { title: 'E-wallet', type: 'object', required: ['walletPhone'], properties: { walletPhone: { type: 'string', title: 'Wallet phone' } } },
          ],
        },
      },
    };
    const { user, onSubmit } = setup({ schema });
    await user.click(await screen.findByRole('option', { name: 'E-wallet' }));
    const wallet = await screen.findByLabelText('Wallet phone');
    await user.click(screen.getByRole('button', { name: message('common.confirm') }));
    await waitFor(() => expect(wallet).toHaveAccessibleDescription(message('field.required')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);
});
